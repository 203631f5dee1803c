"""Developer tooling (migrations, fixtures)."""
