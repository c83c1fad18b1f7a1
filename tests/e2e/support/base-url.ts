/** Where the browser tests' server listens (scripts/e2e-server.mjs). */
export const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;
