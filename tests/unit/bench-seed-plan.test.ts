import { describe, expect, it } from 'vitest';
import { parseSeedArgs, withDatabase, databaseName } from '../../bench/args';
import { batches } from '../../bench/seed-data';
import {
  FIRST_NAMES,
  LAST_NAMES,
  PROFESSIONS,
  coprimeTo,
  maxPeople,
  nameIndexes,
  namePart,
} from '../../bench/names';
import {
  accountState,
  accountVotes,
  benchScale,
  totalVotes,
  verifiedAccountId,
} from '../../bench/scale';
import { statusAfterVotes } from '../../src/server/modules/accounts';
import { personNameSkeleton } from '../../src/server/modules/people';

describe('bench seed plan', () => {
  it('reads the seed arguments, with the default database', () => {
    expect(parseSeedArgs(['--people', '1_000'])).toEqual({
      people: 1000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/bench',
      reset: false,
    });
    expect(parseSeedArgs([], { DATABASE_URL: 'postgres://h/x' }).databaseUrl).toBe(
      'postgres://h/x',
    );
    expect(() => parseSeedArgs(['--people', '0'])).toThrow('--people must be a positive');
    expect(() => parseSeedArgs(['--database-url', 'mysql://x'])).toThrow('postgres://');
  });

  it('names the maintenance database on the same server', () => {
    expect(withDatabase('postgres://postgres@127.0.0.1:5432/bench', 'postgres')).toBe(
      'postgres://postgres@127.0.0.1:5432/postgres',
    );
    expect(databaseName('postgres://postgres@127.0.0.1:5432/bench_ci')).toBe('bench_ci');
  });

  it('covers every id once in batches', () => {
    expect(batches(10, 4)).toEqual([
      [1, 4],
      [5, 8],
      [9, 10],
    ]);
    expect(batches(5, 5, 0)).toEqual([[0, 4]]);
  });

  it('gives every person a distinct name', () => {
    expect(coprimeTo(232, [1, 2, 3, 4, 5, 6, 7, 8])).toHaveLength(7);
    const seen = new Set<string>();
    const F = FIRST_NAMES.length;
    const L = LAST_NAMES.length;
    for (let index = 0; index < F * L; index += 97) {
      const { first, last, suffix } = nameIndexes(index, F, L);
      seen.add(`${first}/${last}/${suffix}`);
    }
    expect(seen.size).toBe(Math.ceil((F * L) / 97));
    expect(maxPeople(F, L)).toBeGreaterThan(1_000_000);
    expect(PROFESSIONS.length).toBeGreaterThanOrEqual(200);
    expect(new Set(PROFESSIONS).size).toBe(PROFESSIONS.length);
  });

  it('derives name parts as the app normalises them', () => {
    expect(namePart("D'Amore")).toEqual({
      text: "D'Amore",
      key: 'd amore',
      slug: "d'amore",
      handle: 'damore',
      skeleton: 'd arnore',
    });
  });

  it('keeps the look-alike key of a whole name from the keys of its parts', () => {
    const parts = ['Addison', 'Adams', 'IV'].map((text) => namePart(text).skeleton);
    expect(parts.join(' ')).toBe(personNameSkeleton('Addison', 'Adams IV'));
  });

  it('plans votes that agree with each account state under the app rule', () => {
    for (let id = 1; id <= 400; id += 1) {
      const { approvals, rejections } = accountVotes(id);
      expect(statusAfterVotes(approvals, rejections)).toBe(accountState(id));
      expect(approvals + rejections).toBeLessThan(20);
    }
    const scale = benchScale(1_000_000);
    expect(scale).toMatchObject({ accounts: 3_000_000, ratings: 5_000_000, reviews: 500_000 });
    expect(scale.verifiedAccounts / scale.accounts).toBeCloseTo(0.7);
    expect(totalVotes(3000)).toBeGreaterThan(3000 * 0.7 * 10);
  });

  it('numbers the verified accounts in order', () => {
    const verified = Array.from({ length: 60 }, (_, id) => id + 1).filter(
      (id) => accountState(id) === 'verified',
    );
    expect(verified.map((_, k) => verifiedAccountId(k))).toEqual(verified);
    expect(benchScale(20).verifiedAccounts).toBe(verified.length);
  });
});
