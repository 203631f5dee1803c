//go:build !race

package store

import "testing"

func TestNew(t *testing.T) {
	if New().quotas == nil {
		t.Fatal("nil map")
	}
}
