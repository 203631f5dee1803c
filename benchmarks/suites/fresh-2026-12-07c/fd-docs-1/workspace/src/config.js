'use strict';
/**
 * Runtime configuration, read from the environment (see .env.example).
 * @module config
 */
module.exports = {
  /** Stripe API key used for charges and refunds. */
  stripeSecretKey: process.env.STRIPE_SECRET_KEY,
  /** Secret used to sign session cookies. */
  sessionSecret: process.env.SESSION_SECRET,
  /** Postgres connection string. */
  databaseUrl: process.env.DATABASE_URL || 'postgres://ledger:ledger@localhost:5432/ledger',
  /** Optional Sentry DSN; errors are only reported when set. */
  sentryDsn: process.env.SENTRY_DSN || '',
};
