package store

import (
	"database/sql"
	"encoding/json"
	"net/http"

	"code.example.org/go-chi/chi/v5"
	_ "code.example.org/mattn/go-sqlite3"
)

type Store struct{ db *sql.DB }

func Open(dsn string) (*Store, error) {
	db, err := sql.Open("sqlite3", dsn+"?_foreign_keys=on")
	if err != nil {
		return nil, err
	}
	return &Store{db: db}, db.Ping()
}

func (s *Store) Close() error { return s.db.Close() }

type Order struct {
	Ref        string `json:"ref"`
	CustomerID int64  `json:"customer_id"`
	TotalCents int64  `json:"total_cents"`
	Status     string `json:"status"`
}

func (s *Store) HandleGetOrder(w http.ResponseWriter, r *http.Request) {
	var o Order
	err := s.db.QueryRow(`SELECT ref, customer_id, total_cents, status FROM orders WHERE ref = ?`,
		chi.URLParam(r, "ref")).Scan(&o.Ref, &o.CustomerID, &o.TotalCents, &o.Status)
	if err == sql.ErrNoRows {
		http.NotFound(w, r)
		return
	} else if err != nil {
		http.Error(w, err.Error(), 500)
		return
	}
	json.NewEncoder(w).Encode(o)
}

// HandleCustomerOrders lists a customer's orders; this is the query the
// orders(customer_id) index in migration 0004 is for.
func (s *Store) HandleCustomerOrders(w http.ResponseWriter, r *http.Request) {
	rows, err := s.db.Query(`SELECT ref, customer_id, total_cents, status FROM orders
		WHERE customer_id = ? ORDER BY created_at DESC`, chi.URLParam(r, "id"))
	if err != nil {
		http.Error(w, err.Error(), 500)
		return
	}
	defer rows.Close()
	out := []Order{}
	for rows.Next() {
		var o Order
		if err := rows.Scan(&o.Ref, &o.CustomerID, &o.TotalCents, &o.Status); err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		out = append(out, o)
	}
	json.NewEncoder(w).Encode(out)
}
