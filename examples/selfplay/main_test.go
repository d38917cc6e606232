package main

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// readNpy checks an .npy file against the format's spec (version 1.0:
// magic, version, little-endian header length, a dict literal padded with
// spaces and ended by a newline, data 64-byte aligned, exactly the bytes
// the shape and dtype ask) and returns its dtype, shape and data.
func readNpy(t *testing.T, path string) (string, []int, []byte) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if len(b) < 10 || string(b[:6]) != "\x93NUMPY" || b[6] != 1 || b[7] != 0 {
		t.Fatalf("%s: no .npy 1.0 magic", path)
	}
	hl := int(binary.LittleEndian.Uint16(b[8:10]))
	if (10+hl)%64 != 0 || len(b) < 10+hl {
		t.Fatalf("%s: header length %d: the data must start 64-byte aligned", path, hl)
	}
	header := string(b[10 : 10+hl])
	if !strings.HasSuffix(header, "\n") {
		t.Fatalf("%s: header %q does not end in a newline", path, header)
	}
	m := regexp.MustCompile(`^\{'descr': '([<|][a-z][0-9])', 'fortran_order': False, 'shape': \(([0-9, ]*)\), \} *\n$`).FindStringSubmatch(header)
	if m == nil {
		t.Fatalf("%s: header %q", path, header)
	}
	var shape []int
	n := 1
	for _, f := range strings.Split(m[2], ",") {
		if f = strings.TrimSpace(f); f == "" {
			continue
		}
		d, _ := strconv.Atoi(f)
		shape = append(shape, d)
		n *= d
	}
	size := map[string]int{"<f4": 4, "<i4": 4, "|b1": 1}[m[1]]
	if data := b[10+hl:]; len(data) != n*size {
		t.Fatalf("%s: %d bytes of data, shape %v of %s wants %d", path, len(data), shape, m[1], n*size)
	}
	return m[1], shape, b[10+hl:]
}

func TestSelfplayWritesNpy(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := run([]string{"-game", "sabotage", "-n", "2", "-limit", "150", "-out", dir}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	var md meta
	data, err := os.ReadFile(filepath.Join(dir, "sabotage", "meta.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &md); err != nil {
		t.Fatal(err)
	}
	if md.Rows != 300 || md.NumActions <= 0 || len(md.ObservationShape) == 0 {
		t.Fatalf("meta %+v", md)
	}
	want := map[string]struct {
		descr string
		shape []int
	}{
		"observations": {"<f4", append([]int{md.Rows}, md.ObservationShape...)},
		"masks":        {"|b1", []int{md.Rows, md.NumActions}},
		"actions":      {"<i4", []int{md.Rows}},
		"seats":        {"<i4", []int{md.Rows}},
		"returns":      {"<f4", []int{md.Rows}},
		"games":        {"<i4", []int{md.Rows}},
	}
	arrays := map[string][]byte{}
	for name, w := range want {
		descr, shape, data := readNpy(t, filepath.Join(dir, "sabotage", name+".npy"))
		if descr != w.descr || !slicesEqual(shape, w.shape) {
			t.Errorf("%s: %s %v, want %s %v", name, descr, shape, w.descr, w.shape)
		}
		arrays[name] = data
	}
	// Every action taken is marked in its row's mask.
	for i := range md.Rows {
		id := int(binary.LittleEndian.Uint32(arrays["actions"][4*i:]))
		if arrays["masks"][i*md.NumActions+id] != 1 {
			t.Fatalf("row %d: action %d not in its mask", i, id)
		}
	}
	// NumPy, where it is installed, loads the files.
	py, err := exec.LookPath("python3")
	if err != nil {
		return
	}
	cmd := exec.Command(py, "-c", `
import sys, numpy as np
d = sys.argv[1]
a = {k: np.load(d + "/" + k + ".npy") for k in ["observations", "masks", "actions", "seats", "returns", "games"]}
assert a["masks"][np.arange(len(a["actions"])), a["actions"]].all()
print(a["observations"].shape, a["masks"].dtype)
`, filepath.Join(dir, "sabotage"))
	if outp, err := cmd.CombinedOutput(); err != nil {
		if strings.Contains(string(outp), "No module named") {
			t.Logf("numpy not installed: %s", outp)
			return
		}
		t.Fatalf("numpy: %v\n%s", err, outp)
	} else {
		t.Logf("numpy: %s", outp)
	}
}

func slicesEqual(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

func TestSelfplayFlags(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-policy", "smart"}, &out, &errb); code != 2 {
		t.Errorf("-policy smart: exit %d", code)
	}
	if code := run([]string{"-game", "chess"}, &out, &errb); code != 2 {
		t.Errorf("-game chess: exit %d", code)
	}
}

func TestSelfplayBotPolicy(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	if code := run([]string{"-game", "sabotage", "-policy", "bot", "-limit", "100", "-out", dir}, &out, &errb); code != 0 {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
}
