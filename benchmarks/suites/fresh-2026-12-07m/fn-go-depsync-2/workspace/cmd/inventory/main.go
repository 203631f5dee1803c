package main

import (
	"context"
	"log"
	"net/http"
	"os"

	"example.com/acme/inventory/internal/db"
	"code.example.org/go-chi/chi/v5"
)

func main() {
	ctx := context.Background()
	pool, err := db.Connect(ctx, os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer pool.Close()

	r := chi.NewRouter()
	r.Get("/healthz", func(w http.ResponseWriter, r *http.Request) {
		if err := pool.Ping(r.Context()); err != nil {
			http.Error(w, "db down", http.StatusServiceUnavailable)
			return
		}
		w.Write([]byte("ok"))
	})
	log.Fatal(http.ListenAndServe(":8090", r))
}
