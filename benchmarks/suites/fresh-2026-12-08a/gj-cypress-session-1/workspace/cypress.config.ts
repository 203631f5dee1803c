import { defineConfig } from 'cypress';

export default defineConfig({
  projectId: 'x7k2pq',
  e2e: { baseUrl: 'https://staging.acme.example.com', specPattern: 'cypress/e2e/**/*.cy.ts' },
  video: false,
  screenshotOnRunFailure: true,
});
