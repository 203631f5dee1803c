export const metadata = { title: 'Acme - Home' };

export default function Home() {
  return <main><h1>Ship faster with Acme</h1><p>Plans for every team.</p></main>;
}
