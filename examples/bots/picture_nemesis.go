package bots

import (
	"github.com/incursion/incursion/nemesis"
	"github.com/incursion/incursion/nemesis/picture"
)

// The Nemesis picture. This file's init runs after nemesis.go's (Go runs
// a package's init functions in the order its files are named), so the
// game is registered with Add first.
func init() { AddPicture(nemesis.Game, picture.SVG) }
