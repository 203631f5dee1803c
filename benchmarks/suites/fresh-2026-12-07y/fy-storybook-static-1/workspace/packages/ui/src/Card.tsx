export function Card({ title, children }: { title: string; children?: React.ReactNode }) {
  return <section className="card"><h2>{title}</h2>{children}</section>;
}
