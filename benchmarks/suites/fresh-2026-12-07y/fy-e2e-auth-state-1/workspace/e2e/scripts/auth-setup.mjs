#!/usr/bin/env node
// Runs the Playwright global setup on its own, so logged-in specs can reuse e2e/.auth/user.json.
import globalSetup from '../global-setup.mjs';

const cfg = { projects: [{ name: 'chromium', use: { baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000' } }] };
await globalSetup(cfg);
