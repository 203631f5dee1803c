"""kpatch: tiny overlay renderer for our k8s manifests (no kustomize needed in CI)."""
