package bots

import (
	"github.com/incursion/incursion/spyordie"
	"github.com/incursion/incursion/spyordie/picture"
)

// The picture of Spy or Die Trying. AddPicture only records the drawing
// function by the game's name, so this init may run before spyordie.go's
// (Go runs a package's init functions in the order of its files' names).
func init() { AddPicture(spyordie.Game, picture.SVG) }
