import { StatCard } from './components/StatCard';

export function App() {
  return (
    <main className="dashboard">
      <StatCard label="MRR" value="$48.2k" trend={+4.1} />
      <StatCard label="Churn" value="2.3%" trend={-0.4} />
    </main>
  );
}
