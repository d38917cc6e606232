// Package dice holds the rollers, dice, pools, bags and exact odds of the
// incursion games.
package dice
