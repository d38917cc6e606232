package gametest

import (
	"reflect"
	"unsafe"
)

// DeepCopy returns a copy of v that shares no memory with it: it follows
// pointers, slices, maps, arrays, interfaces and struct fields, exported or
// not. Functions, channels and unsafe pointers are copied as they are.
// Sharing inside v is kept (two pointers to one value in v point to one copy),
// so cycles are copied without looping; a slice's copy has the slice's length
// as capacity, and two slices that overlap in v do not overlap in the copy.
func DeepCopy[T any](v T) T {
	c := copier{seen: map[seenKey]reflect.Value{}}
	src := reflect.ValueOf(&v).Elem()
	dst := reflect.New(src.Type()).Elem()
	c.copy(dst, src)
	return dst.Interface().(T)
}

type seenKey struct {
	p uintptr
	t reflect.Type
}

type copier struct {
	seen map[seenKey]reflect.Value
}

// open returns v in a form that may be read with Interface and Set into
// another value, even when v was reached through an unexported field.
func open(v reflect.Value) reflect.Value {
	if v.CanInterface() {
		return v
	}
	if v.CanAddr() {
		return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
	}
	// Not addressable and read-only: only reached through a value that was
	// itself not opened, which copy never does.
	panic("gametest: DeepCopy: cannot read " + v.Type().String())
}

// writable returns dst in a settable form; dst is always addressable.
func writable(dst reflect.Value) reflect.Value {
	if dst.CanSet() {
		return dst
	}
	return reflect.NewAt(dst.Type(), unsafe.Pointer(dst.UnsafeAddr())).Elem()
}

// copy copies src deeply into dst; dst is addressable and holds the zero
// value of src's type.
func (c *copier) copy(dst, src reflect.Value) {
	src = open(src)
	dst = writable(dst)
	switch src.Kind() {
	case reflect.Pointer:
		if src.IsNil() {
			return
		}
		k := seenKey{src.Pointer(), src.Type()}
		if p, ok := c.seen[k]; ok {
			dst.Set(p)
			return
		}
		p := reflect.New(src.Type().Elem())
		c.seen[k] = p
		c.copy(p.Elem(), src.Elem())
		dst.Set(p)
	case reflect.Interface:
		if src.IsNil() {
			return
		}
		e := src.Elem()
		n := reflect.New(e.Type()).Elem()
		c.copy(n, e)
		dst.Set(n)
	case reflect.Slice:
		if src.IsNil() {
			return
		}
		n := reflect.MakeSlice(src.Type(), src.Len(), src.Len())
		for i := range src.Len() {
			c.copy(n.Index(i), src.Index(i))
		}
		dst.Set(n)
	case reflect.Array:
		for i := range src.Len() {
			c.copy(dst.Index(i), src.Index(i))
		}
	case reflect.Map:
		if src.IsNil() {
			return
		}
		k := seenKey{src.Pointer(), src.Type()}
		if m, ok := c.seen[k]; ok {
			dst.Set(m)
			return
		}
		m := reflect.MakeMapWithSize(src.Type(), src.Len())
		c.seen[k] = m
		it := src.MapRange()
		for it.Next() {
			nk := reflect.New(src.Type().Key()).Elem()
			c.copy(nk, it.Key())
			nv := reflect.New(src.Type().Elem()).Elem()
			c.copy(nv, it.Value())
			m.SetMapIndex(nk, nv)
		}
		dst.Set(m)
	case reflect.Struct:
		if !src.CanAddr() {
			// Fields of a non-addressable struct that are unexported
			// cannot be opened; copy it to addressable memory first.
			tmp := reflect.New(src.Type()).Elem()
			tmp.Set(src)
			src = tmp
		}
		for i := range src.NumField() {
			c.copy(dst.Field(i), src.Field(i))
		}
	default:
		dst.Set(src)
	}
}
