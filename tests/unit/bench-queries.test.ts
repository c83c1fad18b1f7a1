import { describe, expect, it } from 'vitest';
import {
  buildSearchPools,
  listPagePath,
  oneTypo,
  pickSearch,
  type SearchPools,
  typedPrefixes,
} from '../../bench/queries';

/** A fixed sequence of "random" numbers, repeated. */
const sequence = (...values: number[]) => {
  let next = 0;
  return () => values[next++ % values.length]!;
};

describe('bench search and list queries', () => {
  it('makes one typo: a letter left out or two swapped', () => {
    expect(oneTypo('player', sequence(0.5, 0.5))).toBe('plyer');
    expect(oneTypo('player', sequence(0, 0.1))).toBe('lpayer');
    // Swapping two equal letters changes nothing, so a letter goes instead.
    expect(oneTypo('anna', sequence(0.4, 0.1))).toBe('ana');
    expect(oneTypo('m', sequence(0.5))).toBe('m');
  });

  it('sends every prefix as it is typed, but none ending in a space', () => {
    expect(typedPrefixes('ann li')).toEqual(['a', 'an', 'ann', 'ann l', 'ann li']);
  });

  it('builds pools of names, prefixes, typos and profession words', () => {
    const pools = buildSearchPools(
      [
        { firstName: 'Maria', lastName: 'Lopez', profession: 'Opera Singer' },
        { firstName: 'Ann', lastName: 'Li', profession: 'Chef' },
      ],
      1,
      sequence(0.5),
    );
    expect(pools.names).toEqual(['Maria Lopez', 'Ann Li']);
    expect(pools.prefixes).toEqual([
      'm',
      'ma',
      'mar',
      'mari',
      'maria',
      'maria l',
      'maria lo',
      'maria lop',
      'maria lope',
      'maria lopez',
    ]);
    // Words under five letters ("ann", "li", "chef", "opera" is five) get no typos.
    expect(pools.typos.sort()).toEqual(['loez', 'maia', 'opra', 'siger']);
    expect(pools.professions).toEqual(['opera', 'singer', 'chef']);
  });

  it('draws each kind of search by its share', () => {
    const pools: SearchPools = {
      names: ['Ann Li'],
      prefixes: ['an'],
      typos: ['chf'],
      professions: ['chef'],
    };
    expect(
      [0, 0.29, 0.31, 0.69, 0.71, 0.89, 0.91, 0.99].map((r) => pickSearch(pools, sequence(r, 0))),
    ).toEqual(['Ann Li', 'Ann Li', 'an', 'an', 'chf', 'chf', 'chef', 'chef']);
    expect(pickSearch({ ...pools, prefixes: [] }, sequence(0.5, 0))).toBe('chf');
  });

  it('builds list pages over every filter', () => {
    expect(listPagePath([3, 7], 50, sequence(0))).toBe('/api/people?verification=all&page=1');
    expect(listPagePath([3, 7], 50, sequence(0.999))).toBe(
      '/api/people?verification=pending&minRating=4&category=7&page=50',
    );
  });
});
