// Package geom holds grid points, directions, lines, walled grids and area
// graphs for the incursion games.
package geom
