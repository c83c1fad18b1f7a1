import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../../src/server');

/** Every server source file, as its path from src/server and its text. */
const serverFiles = readdirSync(serverRoot, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, text: readFileSync(path.join(serverRoot, name), 'utf8') }));

/** The trust module's work that writes declare as follow-ups rather than do. */
const TRUST_WORK = [
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

const inFolder =
  (...folders: string[]) =>
  (name: string) =>
    name.startsWith(`${path.join(...folders)}${path.sep}`);
const isFile =
  (...parts: string[]) =>
  (name: string) =>
    name === path.join(...parts);

/**
 * Work that writes declare as follow-ups rather than do, and where it may be called: the
 * module that owns it (its follow-ups and scheduled jobs), the composition that registers it
 * and, for the trust module's, the demo seeders, a process without an app whose writes no
 * pipeline follows.
 */
const FOLLOW_UP_WORK = new Map<string, (name: string) => boolean>([
  ...TRUST_WORK.map(
    (work) =>
      [
        work,
        (name: string) => inFolder('modules', 'trust')(name) || inFolder('demo')(name),
      ] as const,
  ),
  // The writer of a request noted for the read replicas, after each of their writes.
  [
    'noteOwnWrite',
    (name) =>
      inFolder('modules', 'sessions')(name) || isFile('composition', 'read-replicas.ts')(name),
  ],
  // The outbox sent after mail settings are saved, and on the scheduled runs.
  ['deliverDue', (name) => inFolder('modules', 'mail')(name) || inFolder('composition')(name)],
]);

describe('the follow-ups of a write', () => {
  it('are declared on the write, never called by the routes and services that write', () => {
    const calls = serverFiles.flatMap(({ name, text }) =>
      [...FOLLOW_UP_WORK]
        .filter(([work, mayCall]) => !mayCall(name) && new RegExp(`\\b${work}\\(`).test(text))
        .map(([work]) => `${name} calls ${work}`),
    );
    expect(calls).toEqual([]);
  });

  it('run after the response through the pipeline, not through hooks in the routes', () => {
    // The whole work of a request that answers first (an account looked up, a token written,
    // a mail sent), so that how long the answer takes never tells whether an address has an
    // account: no write is committed before the response to have consequences.
    const ownWorkAfterResponse = new Map([
      [path.join('modules', 'users', 'password-routes.ts'), 2],
    ]);
    const hooks = serverFiles
      .filter(({ name }) => name.startsWith(`modules${path.sep}`))
      .map(({ name, text }) => [name, text.match(/\bafterResponse\(/g)?.length ?? 0] as const)
      .filter(([, count]) => count > 0);
    expect(new Map(hooks)).toEqual(ownWorkAfterResponse);
  });
});
