package bots

import (
	"github.com/incursion/incursion/sabotage"
	"github.com/incursion/incursion/sabotage/picture"
)

// The picture of Sabotage (see picture_spyordie.go on the order of init
// functions).
func init() { AddPicture(sabotage.Game, picture.SVG) }
