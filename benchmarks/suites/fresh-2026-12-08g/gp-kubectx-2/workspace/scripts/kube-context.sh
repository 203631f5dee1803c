#!/usr/bin/env bash
# kube-context.sh CLUSTER - write the kubeconfig the on-call runbooks use
# (~/.kube/contexts/prod-oncall.yaml; runbooks run with
#  KUBECONFIG=~/.kube/config:~/.kube/contexts/prod-oncall.yaml)
set -euo pipefail
cluster="${1:-prod-eu1}"
server="https://k8s.${cluster}.example.test:6443"
creds="$HOME/.kube/creds"
out="$HOME/.kube/contexts/prod-oncall.yaml"
mkdir -p "$(dirname "$out")"

# read-only service account: get/list/watch in monitoring, logs, port-forward
ctx_user="oncall-viewer"
user_block="    tokenFile: $creds/oncall-viewer.token"

cat > "$out" <<EOF
apiVersion: v1
kind: Config
clusters:
- name: $cluster
  cluster:
    server: $server
    certificate-authority: $creds/$cluster-ca.crt
users:
- name: $ctx_user
  user:
$user_block
contexts:
- name: prod-oncall
  context:
    cluster: $cluster
    user: $ctx_user
    namespace: monitoring
current-context: prod-oncall
EOF
chmod 600 "$out"
echo "wrote $out (context prod-oncall, user $ctx_user)"
echo "use: export KUBECONFIG=~/.kube/config:~/.kube/contexts/prod-oncall.yaml"
