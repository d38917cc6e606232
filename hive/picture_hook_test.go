package hive_test

import (
	"github.com/incursion/incursion/hive"
	"github.com/incursion/incursion/hive/picture"
)

// The leak tests of package hive compare the SVG of twin states' views.
func init() { hive.LeakSVG = picture.SVG }
