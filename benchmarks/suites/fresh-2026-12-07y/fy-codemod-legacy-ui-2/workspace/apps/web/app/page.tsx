import { LegacyButton, LegacyCard } from '@acme/ui/legacy';

export default function Home() {
  return (
    <LegacyCard title="Welcome back">
      <LegacyButton variant="primary">Open dashboard</LegacyButton>
    </LegacyCard>
  );
}
