import { listInvoices, baseUrl } from './client';

export async function printOpenInvoices(): Promise<void> {
  const invoices = await listInvoices();
  for (const inv of invoices.filter((i) => i.status === 'open')) {
    console.log(`${inv.id}\t${inv.customerId}\t${(inv.totalCents / 100).toFixed(2)}`);
  }
  console.log(`(from ${baseUrl})`);
}
