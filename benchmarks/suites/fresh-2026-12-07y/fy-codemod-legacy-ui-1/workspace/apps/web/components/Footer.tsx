export function Footer() {
  return <footer>&copy; Acme</footer>;
}
