type Props = { label: string; value: string; trend: number };

export function StatCard({ label, value, trend }: Props) {
  return (
    <section style={{ padding: 'var(--space-4)', borderRadius: 'var(--radius-md)' }}>
      <h3 style={{ color: 'var(--color-neutral-900)' }}>{label}</h3>
      <p style={{ color: 'var(--color-brand-500)', fontSize: 'var(--font-size-lg)' }}>{value}</p>
      <small style={{ color: trend >= 0 ? 'var(--color-success-500)' : 'var(--color-danger-500)' }}>
        {trend >= 0 ? '+' : ''}{trend}%
      </small>
    </section>
  );
}
