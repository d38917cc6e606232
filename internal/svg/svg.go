// Package svg writes SVG documents for the game pictures (the picture
// subpackages of each game). It is a small writer: elements with attributes
// given as name, value pairs, every value and text escaped, numbers written
// without trailing zeros. It knows nothing of any game.
package svg

import (
	"encoding/xml"
	"strconv"
	"strings"
)

// Doc is an SVG document being written. The zero value is not usable; call
// [New].
type Doc struct {
	b    strings.Builder
	open []string // tags opened and not yet closed, innermost last
}

// New starts a document whose user space is w × h units (viewBox 0 0 w h),
// drawn at scale pixels per unit. attrs are more attributes of the <svg>
// element, as name, value pairs (for example "class", "board").
func New(w, h, scale float64, attrs ...string) *Doc {
	d := &Doc{}
	d.b.Grow(4096)
	d.Open("svg", append([]string{
		"xmlns", "http://www.w3.org/2000/svg",
		"viewBox", "0 0 " + Num(w) + " " + Num(h),
		"width", Num(w * scale), "height", Num(h * scale),
	}, attrs...)...)
	return d
}

// Num formats a coordinate: at most two decimals, no trailing zeros.
func Num(f float64) string {
	return strconv.FormatFloat(float64(int64(f*100+sign(f)*0.5))/100, 'f', -1, 64)
}

func sign(f float64) float64 {
	if f < 0 {
		return -1
	}
	return 1
}

func (d *Doc) start(tag string, attrs []string) {
	d.b.WriteByte('<')
	d.b.WriteString(tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		d.b.WriteByte(' ')
		d.b.WriteString(attrs[i])
		d.b.WriteString(`="`)
		escape(&d.b, attrs[i+1])
		d.b.WriteByte('"')
	}
}

// Open writes a start tag; [Doc.Close] writes its end tag. attrs are name,
// value pairs; a lone last name is ignored.
func (d *Doc) Open(tag string, attrs ...string) {
	d.start(tag, attrs)
	d.b.WriteString(">\n")
	d.open = append(d.open, tag)
}

// Close ends the innermost element left open by [Doc.Open].
func (d *Doc) Close() {
	if len(d.open) == 0 {
		return
	}
	tag := d.open[len(d.open)-1]
	d.open = d.open[:len(d.open)-1]
	d.b.WriteString("</")
	d.b.WriteString(tag)
	d.b.WriteString(">\n")
}

// Elem writes an empty element: <rect x="1" .../>.
func (d *Doc) Elem(tag string, attrs ...string) {
	d.start(tag, attrs)
	d.b.WriteString("/>\n")
}

// Text writes an element holding escaped text: <text x="1">a &lt; b</text>.
func (d *Doc) Text(tag, text string, attrs ...string) {
	d.start(tag, attrs)
	d.b.WriteByte('>')
	escape(&d.b, text)
	d.b.WriteString("</")
	d.b.WriteString(tag)
	d.b.WriteString(">\n")
}

// Title writes a <title> child: the tooltip a browser shows over its parent.
func (d *Doc) Title(text string) { d.Text("title", text) }

// String closes every element still open and returns the document. The
// Doc must not be used afterwards.
func (d *Doc) String() string {
	for len(d.open) > 0 {
		d.Close()
	}
	return d.b.String()
}

func escape(b *strings.Builder, s string) {
	if !strings.ContainsAny(s, `<>&'"`+"\t\n\r") {
		b.WriteString(s)
		return
	}
	_ = xml.EscapeText(b, []byte(s)) // a strings.Builder never fails
}
