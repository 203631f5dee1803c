export function Button(props: { children: React.ReactNode }) {
  return <button className="btn">{props.children}</button>;
}
