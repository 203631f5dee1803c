// Loads every fixture in tests/fixtures/saves and checks round-trip.
