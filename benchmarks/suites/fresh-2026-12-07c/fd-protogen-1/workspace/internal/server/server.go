package server

import (
	"encoding/json"
	"net/http"

	"example.com/orders-svc/gen/orderspb"
)

// Store is implemented by the Postgres repository.
type Store interface {
	ListOrders(customerID string, pageSize int32, token string) ([]*orderspb.Order, string, error)
}

func ListOrders(s Store) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		req := orderspb.ListOrdersRequest{CustomerId: r.URL.Query().Get("customer_id"), PageSize: 50}
		orders, next, err := s.ListOrders(req.CustomerId, req.PageSize, req.PageToken)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		_ = json.NewEncoder(w).Encode(orderspb.ListOrdersResponse{Orders: orders, NextPageToken: next})
	}
}
