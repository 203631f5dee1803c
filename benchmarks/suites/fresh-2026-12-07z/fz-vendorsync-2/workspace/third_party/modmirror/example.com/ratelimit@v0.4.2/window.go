package ratelimit

import (
	"sync"
	"time"
)

// Window is a fixed-window counter, cheaper than Limiter for per-customer limits.
type Window struct {
	mu    sync.Mutex
	size  time.Duration
	max   int
	start time.Time
	n     int
}

func NewWindow(size time.Duration, max int) *Window { return &Window{size: size, max: max} }

func (w *Window) Allow(now time.Time) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	if now.Sub(w.start) >= w.size {
		w.start, w.n = now, 0
	}
	if w.n >= w.max {
		return false
	}
	w.n++
	return true
}
