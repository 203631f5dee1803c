# state after a day of work: a build, tool caches, and a new component not committed yet
make -s build >/dev/null
for p in packages/*; do mkdir -p "$p/.cache" "$p/coverage"; echo '{}' > "$p/.cache/state.json"; echo 'TN:' > "$p/coverage/lcov.info"; done
cat > packages/web/src/checkout.tsx <<'X'
// WIP: new checkout flow (not committed yet)
export function Checkout({ cart }) {
  return <form method="post">{cart.items.length} items</form>;
}
X
