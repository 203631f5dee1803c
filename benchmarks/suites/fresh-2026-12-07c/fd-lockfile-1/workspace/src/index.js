'use strict';
// Entry point; the real importer pulls in tiny-csv and @acme/session at runtime.
function normalizeAmount(s) {
  return Math.round(parseFloat(String(s).replace(',', '.')) * 100);
}
module.exports = { normalizeAmount };
