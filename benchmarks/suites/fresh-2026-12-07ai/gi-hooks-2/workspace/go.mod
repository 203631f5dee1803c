module git.acme.example.com/payments/ledger-svc

go 1.22
