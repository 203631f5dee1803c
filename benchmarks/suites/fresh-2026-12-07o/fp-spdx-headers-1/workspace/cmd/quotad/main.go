package main

import (
	"log"
	"net/http"

	"code.example.org/tidewater/quota/internal/store"
)

func main() {
	s := store.New()
	http.HandleFunc("/v1/quota", s.Handle)
	log.Fatal(http.ListenAndServe("127.0.0.1:8090", nil))
}
