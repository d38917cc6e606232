package bots

import (
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/hive/picture"
)

// The picture of Rescue from the Hive (see picture_spyordie.go on the
// order of init functions).
func init() { AddPicture(hive.Game, picture.SVG) }
