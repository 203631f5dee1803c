#!/usr/bin/env node
// Writes a Cypress session (cookies + localStorage) for the QA test user so specs can skip the login UI.
// cy.session() restores it from cypress/.auth/state.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createSession } from './session.mjs';

const outIdx = process.argv.indexOf('--out');
const out = outIdx > 0 ? process.argv[outIdx + 1] : 'cypress/.auth/state.json';

const session = await createSession({ envFile: 'cypress.env.json' });
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify(session.state, null, 2) + '\n');
console.log(`e2e:auth: session for ${session.user} (expires ${session.expires}) -> ${out}`);
