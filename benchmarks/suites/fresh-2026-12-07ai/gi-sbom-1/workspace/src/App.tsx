export default function App() {
  return <h1>ACME dashboard</h1>
}
