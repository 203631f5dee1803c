export RELEASE_REGISTRY=registry.example.test/acme
export PATH="$PATH:$(dirname "${BASH_SOURCE[0]}")"
