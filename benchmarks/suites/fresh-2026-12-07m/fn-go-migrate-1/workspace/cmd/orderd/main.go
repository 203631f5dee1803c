package main

import (
	"log"
	"net/http"
	"os"

	"example.com/acme/orderd/internal/store"
	"code.example.org/go-chi/chi/v5"
)

func main() {
	dsn := os.Getenv("ORDERD_DB")
	if dsn == "" {
		dsn = "data/dev.db"
	}
	st, err := store.Open(dsn)
	if err != nil {
		log.Fatalf("open store: %v", err)
	}
	defer st.Close()

	r := chi.NewRouter()
	r.Get("/orders/{ref}", st.HandleGetOrder)
	r.Get("/customers/{id}/orders", st.HandleCustomerOrders)
	log.Println("orderd listening on :8081")
	log.Fatal(http.ListenAndServe(":8081", r))
}
