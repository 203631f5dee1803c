export const metadata = { title: 'Acme - Pricing' };

export default function Pricing() {
  return <main><h1>Pricing</h1><p>TODO: final copy from marketing</p></main>;
}
