import { describe, expect, it } from 'vitest';
import {
  buildReadScenarios,
  buildWriteScenarios,
  distinctReadMix,
  mixOf,
} from '../../bench/scenarios';
import type { Workload } from '../../bench/workload';

const workload: Workload = {
  people: 2,
  slugs: ['ann-li', 'zoë-o-neil'],
  searches: { names: ['Ann Li'], prefixes: ['a', 'an'], typos: ['chf'], professions: ['chef'] },
  categoryIds: [3],
  feedPages: 2,
  commentedPeople: [7],
  usernames: ['benchuser1'],
  commonWord: 'ann',
  pendingAccountIds: [1],
  popularAccountIds: [4, 5],
  popularVoters: 500,
  verifiedAccountIds: [2],
  tokens: ['token'],
};

const paths = (request: () => { path: string }, times = 200) =>
  new Set(Array.from({ length: times }, () => request().path));

describe('bench scenarios', () => {
  it('draws each distinct read from its pool, addresses encoded', () => {
    const [home, searches, suggestions, persons, lists, feed, profiles] =
      buildReadScenarios(workload);
    expect(paths(home!.request)).toEqual(new Set(['/api/people?page=1']));
    expect(paths(searches!.request)).toEqual(
      new Set(['Ann%20Li', 'a', 'an', 'chf', 'chef'].map((q) => `/api/people?search=${q}`)),
    );
    expect(paths(suggestions!.request)).toEqual(
      new Set(['a', 'an'].map((q) => `/api/people/suggestions?q=${q}`)),
    );
    expect(paths(persons!.request)).toEqual(
      new Set(['/api/people/ann-li', '/api/people/zo%C3%AB-o-neil']),
    );
    for (const path of paths(lists!.request))
      expect(path).toMatch(
        /^\/api\/people\?verification=(all|verified|pending)(&minRating=[1-4])?(&category=3)?&page=([1-9]|[1-4]\d|50)$/,
      );
    expect(paths(feed!.request)).toEqual(
      new Set(['/api/comments?personId=7', '/api/comments?page=1', '/api/comments?page=2']),
    );
    expect(paths(profiles!.request)).toEqual(new Set(['/api/users/benchuser1/profile']));
  });

  it('mixes the distinct reads only, never the repeated page or a write', () => {
    const mix = distinctReadMix([
      ...buildReadScenarios(workload),
      ...buildWriteScenarios(workload),
    ]);
    const sent = [...paths(mix.request, 2000)];
    expect(sent).not.toContain('/api/people?page=1');
    expect(sent.some((path) => path.startsWith('/api/votes'))).toBe(false);
    expect(sent.some((path) => path.includes('/rate'))).toBe(false);
    for (const prefix of [
      '/api/people?search=',
      '/api/people/suggestions?q=',
      '/api/people/',
      '/api/comments',
      '/api/users/',
    ])
      expect(sent.some((path) => path.startsWith(prefix))).toBe(true);
  });

  it('sends each vote to its own pool of accounts, and mixes the writes when asked', () => {
    const [vote, popularVote, rate] = buildWriteScenarios(workload);
    const accountsOf = (request: () => { body?: string }) =>
      new Set(
        Array.from({ length: 200 }, () => JSON.parse(request().body!).socialAccountId as number),
      );
    expect(accountsOf(vote!.request)).toEqual(new Set([1]));
    expect(accountsOf(popularVote!.request)).toEqual(new Set([4, 5]));
    expect(paths(rate!.request)).toEqual(new Set(['/api/social-accounts/2/rate']));
    const writes = paths(mixOf([vote!, rate!]).request, 400);
    expect(writes).toEqual(new Set(['/api/votes', '/api/social-accounts/2/rate']));
    expect(() => mixOf([])).toThrow('A mix needs at least one scenario');
  });
});
