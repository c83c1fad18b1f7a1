import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../../src/server');

/** Every server source file, as its path from src/server and its text. */
const serverFiles = readdirSync(serverRoot, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, text: readFileSync(path.join(serverRoot, name), 'utf8') }));

/** The trust module's work that writes declare as follow-ups rather than do. */
const FOLLOW_UP_WORK = [
  'decideAfterEvidence',
  'recountAccounts',
  'recountBurnedRings',
  'recountForChangedStandings',
  'recountPendingVotesOf',
  'refreshOwnStanding',
  'refreshStandings',
  'refreshVotersOf',
  'screenVotes',
];

/**
 * Where that work may be called: the module that owns it (its follow-ups and scheduled
 * jobs), and the demo seeders, a process without an app whose writes no pipeline follows.
 */
const mayCallWork = (name: string) =>
  name.startsWith(`modules${path.sep}trust${path.sep}`) || name.startsWith(`demo${path.sep}`);

describe('the follow-ups of a write', () => {
  it('are declared on the write, never called by the routes and services that write', () => {
    const calls = serverFiles
      .filter(({ name }) => !mayCallWork(name))
      .flatMap(({ name, text }) =>
        FOLLOW_UP_WORK.filter((work) => new RegExp(`\\b${work}\\(`).test(text)).map(
          (work) => `${name} calls ${work}`,
        ),
      );
    expect(calls).toEqual([]);
  });

  it('run after the response through the pipeline, not through hooks in the routes', () => {
    // A request's own mail put after its response, so that how long the answer takes never
    // tells whether an address has an account: not a write's consequence.
    const ownWorkAfterResponse = new Map([
      [path.join('modules', 'users', 'password-routes.ts'), 2],
      // Delivers what the outbox held once mail settings are saved: the settings are no
      // write of the pipeline's (they show in no public read and move no derived data).
      [path.join('modules', 'admin', 'mail-routes.ts'), 1],
    ]);
    const hooks = serverFiles
      .filter(({ name }) => name.startsWith(`modules${path.sep}`))
      .map(({ name, text }) => [name, text.match(/\bafterResponse\(/g)?.length ?? 0] as const)
      .filter(([, count]) => count > 0);
    expect(new Map(hooks)).toEqual(ownWorkAfterResponse);
  });
});
