rootProject.name = "ledger-service"
