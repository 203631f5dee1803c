module example.com/acme/inventory

go 1.22.5

require (
	code.example.org/go-chi/chi/v5 v5.1.0
	code.example.org/jackc/pgx/v5 v5.5.4
	code.example.org/pressly/goose/v3 v3.22.1
)

require (
	code.example.org/jackc/pgpassfile v1.0.0 // indirect
	code.example.org/jackc/pgservicefile v0.0.0-20240606120523-5a60cdf6a761 // indirect
	code.example.org/jackc/puddle/v2 v2.2.1 // indirect
	code.example.org/mfridman/interpolate v0.0.2 // indirect
	code.example.org/sethvargo/go-retry v0.3.0 // indirect
	golang.org/x/crypto v0.27.0 // indirect
	golang.org/x/sync v0.8.0 // indirect
	golang.org/x/text v0.18.0 // indirect
)
