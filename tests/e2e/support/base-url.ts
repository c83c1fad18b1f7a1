/**
 * Each Playwright worker has a server of its own (scripts/e2e-server.mjs, started by
 * playwright.config.ts): the first on E2E_PORT (3100), the next on the port after, and so on,
 * each sending its mail to the catcher on the SMTP port as far from the first (2525). A worker
 * knows its place from TEST_PARALLEL_INDEX, which Playwright sets in every worker.
 */
export const workerPlace = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Where this worker's server listens. */
export const BASE_URL = `http://localhost:${FIRST_PORT + workerPlace}`;
