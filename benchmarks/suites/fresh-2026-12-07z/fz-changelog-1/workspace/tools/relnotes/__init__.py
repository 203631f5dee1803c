"""relnotes: changelog sections from conventional commits."""
