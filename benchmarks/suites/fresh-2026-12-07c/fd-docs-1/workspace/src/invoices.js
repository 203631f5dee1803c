'use strict';

/**
 * Create a draft invoice for a customer.
 * @param {string} customerId - the customer to bill
 * @param {Array<{sku: string, qty: number, unitCents: number}>} lines - invoice lines
 * @returns {{id: string, totalCents: number, status: string}}
 */
function createInvoice(customerId, lines) {
  const totalCents = lines.reduce((s, l) => s + l.qty * l.unitCents, 0);
  return { id: `inv_${Date.now()}`, customerId, totalCents, status: 'draft' };
}

/**
 * Finalize a draft invoice so it can be paid.
 * @param {{status: string}} invoice - a draft invoice
 * @returns {{status: string}} the finalized invoice
 */
function finalizeInvoice(invoice) {
  if (invoice.status !== 'draft') throw new Error('only drafts can be finalized');
  return { ...invoice, status: 'open' };
}

module.exports = { createInvoice, finalizeInvoice };
