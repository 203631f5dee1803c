export function App() {
  return <main>acme</main>;
}
