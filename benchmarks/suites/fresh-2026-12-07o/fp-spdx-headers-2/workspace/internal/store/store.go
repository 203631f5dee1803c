package store

import (
	"encoding/json"
	"net/http"
	"sync"
)

type Store struct {
	mu     sync.Mutex
	quotas map[string]int
}

func New() *Store { return &Store{quotas: map[string]int{}} }

func (s *Store) Handle(w http.ResponseWriter, r *http.Request) {
	s.mu.Lock()
	defer s.mu.Unlock()
	key := r.URL.Query().Get("key")
	s.quotas[key]++
	json.NewEncoder(w).Encode(map[string]int{"used": s.quotas[key]})
}
