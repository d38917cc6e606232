package svgtest

import "testing"

func TestCheck(t *testing.T) {
	for doc, ok := range map[string]bool{
		`<svg><g/></svg>`:        true,
		`<svg></svg><svg></svg>`: false,
		`<g></g>`:                false,
		`<svg><g></svg>`:         false,
		`<svg>a < b</svg>`:       false,
	} {
		if err := check(doc); (err == nil) != ok {
			t.Errorf("check(%q) = %v", doc, err)
		}
	}
}
