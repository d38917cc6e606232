package svg

import (
	"encoding/xml"
	"strings"
	"testing"
)

func TestDoc(t *testing.T) {
	d := New(2, 1.5, 10, "class", "board")
	d.Open("g", "data-token", `c4"><script>`)
	d.Elem("rect", "x", Num(0.125), "y", Num(-1.006), "width", "1")
	d.Text("text", "a < b & 'c'", "x", "1")
	d.Title("tip")
	got := d.String()
	want := `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 1.5" width="20" height="15" class="board">
<g data-token="c4&#34;&gt;&lt;script&gt;">
<rect x="0.13" y="-1.01" width="1"/>
<text x="1">a &lt; b &amp; &#39;c&#39;</text>
<title>tip</title>
</g>
</svg>
`
	if got != want {
		t.Fatalf("got\n%s\nwant\n%s", got, want)
	}
	if err := xml.NewDecoder(strings.NewReader(got)).Decode(new(struct{})); err != nil {
		t.Fatal(err)
	}
}

func TestNum(t *testing.T) {
	for f, want := range map[float64]string{0: "0", 1: "1", 2.5: "2.5", 1.0 / 3: "0.33", -0.5: "-0.5", 12.345: "12.35"} {
		if got := Num(f); got != want {
			t.Errorf("Num(%v) = %q, want %q", f, got, want)
		}
	}
}
