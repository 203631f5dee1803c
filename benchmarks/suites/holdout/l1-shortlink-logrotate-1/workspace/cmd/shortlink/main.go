package main

import (
	"log"
	"net/http"

	"github.com/example/shortlink/internal/store"
)

func main() {
	s, err := store.Open("var/data/links.db")
	if err != nil {
		log.Fatal(err)
	}
	http.Handle("/", s.Handler())
	log.Fatal(http.ListenAndServe(":8080", nil))
}
