export default function Home() {
  return <h1>Acme</h1>;
}
