package spyordie

import (
	"testing"
	"time"

	"github.com/incursion/incursion/internal/playtest"
)

func TestTmpRun(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		st := time.Now()
		err := playtest.Run(game(), seed)
		t.Log(seed, time.Since(st), err)
	}
}
