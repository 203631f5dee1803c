module example.com/acme/orderd

go 1.22

require (
	code.example.org/go-chi/chi/v5 v5.0.12
	code.example.org/mattn/go-sqlite3 v1.14.22
)
