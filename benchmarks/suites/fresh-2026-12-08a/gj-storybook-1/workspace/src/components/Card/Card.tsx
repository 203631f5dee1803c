import type { ReactNode } from 'react';

export function Card({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="card">
      <h3>{heading}</h3>
      {children}
    </section>
  );
}
