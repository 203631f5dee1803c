export function Button({ variant = 'primary', children }: { variant?: string; children: React.ReactNode }) {
  return <button className={`btn btn-${variant}`}>{children}</button>;
}
