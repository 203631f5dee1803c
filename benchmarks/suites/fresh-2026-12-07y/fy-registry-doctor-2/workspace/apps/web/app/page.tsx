import { Button } from '@acme/ui';

export default function Home() {
  return <Button>Get started</Button>;
}
