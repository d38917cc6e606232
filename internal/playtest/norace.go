//go:build !race

package playtest

const race = false
