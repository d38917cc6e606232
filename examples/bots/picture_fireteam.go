package bots

import (
	"github.com/incursion/incursion/fireteam"
	"github.com/incursion/incursion/fireteam/picture"
)

// The Fireteam Zero picture. This file's init runs after fireteam.go's (Go
// runs a package's init functions in the order its files are named), so
// the game is registered with Add first.
func init() { AddPicture(fireteam.Game, picture.SVG) }
