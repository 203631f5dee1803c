'use strict';

/**
 * Record a payment against an open invoice.
 * @param {{id: string, totalCents: number}} invoice - the invoice being paid
 * @param {number} amountCents - amount received
 * @returns {{invoiceId: string, amountCents: number}}
 */
function recordPayment(invoice, amountCents) {
  return { invoiceId: invoice.id, amountCents };
}

/**
 * Refund all or part of a payment.
 * @param {{invoiceId: string, amountCents: number}} payment - the original payment
 * @param {number} [amountCents] - amount to refund; defaults to the full payment
 * @returns {{invoiceId: string, refundedCents: number}}
 */
function refundPayment(payment, amountCents = payment.amountCents) {
  if (amountCents > payment.amountCents) throw new Error('refund exceeds payment');
  return { invoiceId: payment.invoiceId, refundedCents: amountCents };
}

/**
 * List refunds issued for an invoice.
 * @param {string} invoiceId - invoice to look up
 * @returns {Array<{refundedCents: number}>}
 */
function listRefunds(invoiceId) {
  return [];
}

module.exports = { recordPayment, refundPayment, listRefunds };
