import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/platform/database/client';
import type { Scenario } from './scenarios';

/** Requests of each write scenario whose statements are counted. */
const COUNTED_REQUESTS = 20;

export interface StatementCount {
  name: string;
  /** SQL statements per request, on average, before its response and after it. */
  inResponse: number;
  afterResponse: number;
}

/**
 * Counts the SQL statements each write scenario's request runs, on the real app built in this
 * process on the same database (every statement the app sends is heard): those before the
 * response, and those the write pipeline runs after it (standing, trust signals).
 */
export async function countWriteStatements(
  target: { url: string } | { dataDir: string },
  scenarios: Scenario[],
): Promise<StatementCount[]> {
  let statements = 0;
  const handle = await openDatabase({
    ...('url' in target ? { url: target.url, poolSize: 2 } : { dataDir: target.dataDir }),
    onQuery: () => {
      statements += 1;
    },
  });
  const app = await buildApp({
    config: loadConfig({ ...process.env, NODE_ENV: 'production', RATE_LIMIT: 'off' }),
    database: handle,
    scheduledJobs: false,
  });
  try {
    await app.ready();
    const counts: StatementCount[] = [];
    for (const scenario of scenarios.filter((each) => each.kind === 'write')) {
      let inResponse = 0;
      let afterResponse = 0;
      for (let request = 0; request < COUNTED_REQUESTS; request += 1) {
        const built = scenario.request();
        statements = 0;
        const response = await app.inject({
          method: built.method ?? 'GET',
          url: built.path,
          headers: built.headers,
          payload: built.body,
        });
        if (response.statusCode >= 500)
          throw new Error(`${scenario.name} answered ${response.statusCode}: ${response.body}`);
        inResponse += statements;
        statements = 0;
        await app.afterResponseSettled();
        afterResponse += statements;
      }
      counts.push({
        name: scenario.name,
        inResponse: inResponse / COUNTED_REQUESTS,
        afterResponse: afterResponse / COUNTED_REQUESTS,
      });
    }
    return counts;
  } finally {
    await app.close();
    await handle.close();
  }
}
