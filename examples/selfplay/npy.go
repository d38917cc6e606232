package main

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
)

// NumPy's .npy format, version 1.0 (numpy.lib.format): the magic string
// "\x93NUMPY", the version bytes 1 and 0, the header's length as a
// little-endian uint16, and the header: a Python dict literal
// {'descr': '<f4', 'fortran_order': False, 'shape': (N, ...), } padded with
// spaces and ended by a newline so that the data starts at a multiple of 64
// bytes; then the array's values in C order. numpy.load reads it as is.

// npyHeaderSize is the bytes before the data: fixed, so that the number of
// rows, known only at the end, is written over the first header.
const npyHeaderSize = 128

// The dtypes written: little-endian float32 and int32, and bool (one byte).
const (
	npyFloat32 = "<f4"
	npyInt32   = "<i4"
	npyBool    = "|b1"
)

// npyWriter writes a 2-or-more-dimensional array one row at a time.
type npyWriter struct {
	f     *os.File
	w     *bufio.Writer
	descr string
	row   []int // the shape of one row
	rows  int
	buf   []byte
}

func newNpy(path, descr string, row []int) (*npyWriter, error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	n := &npyWriter{f: f, w: bufio.NewWriterSize(f, 1<<16), descr: descr, row: row}
	if _, err := n.w.Write(npyHeader(descr, append([]int{0}, row...))); err != nil {
		f.Close()
		return nil, err
	}
	return n, nil
}

// npyHeader is the magic, version, length and padded dict of an array.
func npyHeader(descr string, shape []int) []byte {
	dims := make([]string, len(shape))
	for i, d := range shape {
		dims[i] = strconv.Itoa(d)
	}
	tuple := strings.Join(dims, ", ")
	if len(shape) == 1 {
		tuple += ","
	}
	dict := fmt.Sprintf("{'descr': '%s', 'fortran_order': False, 'shape': (%s), }", descr, tuple)
	pad := npyHeaderSize - 10 - len(dict) - 1
	if pad < 0 {
		panic("npy: header too long")
	}
	h := make([]byte, 0, npyHeaderSize)
	h = append(h, "\x93NUMPY\x01\x00"...)
	h = binary.LittleEndian.AppendUint16(h, uint16(npyHeaderSize-10))
	h = append(h, dict...)
	h = append(h, strings.Repeat(" ", pad)...)
	return append(h, '\n')
}

func (n *npyWriter) size() int {
	k := 1
	for _, d := range n.row {
		k *= d
	}
	return k
}

func (n *npyWriter) float32s(v []float32) error {
	if len(v) != n.size() {
		return fmt.Errorf("npy: row of %d values, want %d", len(v), n.size())
	}
	n.buf = n.buf[:0]
	for _, x := range v {
		n.buf = binary.LittleEndian.AppendUint32(n.buf, math.Float32bits(x))
	}
	n.rows++
	_, err := n.w.Write(n.buf)
	return err
}

func (n *npyWriter) int32s(v ...int32) error {
	if len(v) != n.size() {
		return fmt.Errorf("npy: row of %d values, want %d", len(v), n.size())
	}
	n.buf = n.buf[:0]
	for _, x := range v {
		n.buf = binary.LittleEndian.AppendUint32(n.buf, uint32(x))
	}
	n.rows++
	_, err := n.w.Write(n.buf)
	return err
}

func (n *npyWriter) bools(v []bool) error {
	if len(v) != n.size() {
		return fmt.Errorf("npy: row of %d values, want %d", len(v), n.size())
	}
	n.buf = n.buf[:0]
	for _, x := range v {
		b := byte(0)
		if x {
			b = 1
		}
		n.buf = append(n.buf, b)
	}
	n.rows++
	_, err := n.w.Write(n.buf)
	return err
}

// Close writes the final number of rows into the header.
func (n *npyWriter) Close() error {
	err := n.w.Flush()
	if err == nil {
		_, err = n.f.Seek(0, io.SeekStart)
	}
	if err == nil {
		_, err = n.f.Write(npyHeader(n.descr, append([]int{n.rows}, n.row...)))
	}
	if cerr := n.f.Close(); err == nil {
		err = cerr
	}
	return err
}
