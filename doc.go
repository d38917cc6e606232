// Package incursion is the common contract of the incursion rules engines.
package incursion
