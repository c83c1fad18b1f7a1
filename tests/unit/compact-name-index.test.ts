import { describe, expect, it } from 'vitest';
import { buildCompactNameIndex } from '@shared/compact-name-index-builder';

// Best first, as the directory orders them: the index keeps this order.
const people = [
  { id: 30, words: ['maria', 'santos', '=mariasantos', 'singer'] },
  { id: 10, words: ['mario', 'rossi', '=mariorossi', '@mrossi', 'chef'] },
  { id: 20, words: ['marianne', 'faithfull', '=mariannefaithfull', 'singer'] },
  { id: 40, words: ['anna', 'marinova', '=annamarinova', 'athlete'] },
];
const index = buildCompactNameIndex(people);

describe('the compact name index', () => {
  it('finds a word exactly, and the last word as a prefix, best first', () => {
    expect(index.find(['singer'], 10)).toEqual([30, 20]);
    expect(index.find(['mari'], 10)).toEqual([30, 10, 20, 40]);
    expect(index.find(['mari'], 2)).toEqual([30, 10]);
  });

  it('needs every query word, only the last one as a prefix', () => {
    expect(index.find(['singer', 'mari'], 10)).toEqual([30, 20]);
    expect(index.find(['mari', 'singer'], 10, { typos: false })).toEqual([]);
    expect(index.find(['mari', 'singer'], 10)).toEqual([30]);
    expect(index.find(['maria', 'singer'], 10)).toEqual([30]);
  });

  it('finds a word one typo away only when asked, and never a marked word by its start', () => {
    expect(index.find(['faithfxll'], 10, { typos: false })).toEqual([]);
    expect(index.find(['faithfxll'], 10)).toEqual([20]);
    expect(index.find(['rosi', 'chef'], 10)).toEqual([10]);
    const whole = { typos: false };
    expect(index.find(['=mariorossi'], 10, whole)).toEqual([10]);
    expect(index.find(['@mrossi', 'chef'], 10, whole)).toEqual([10]);
    expect(index.find(['=mario'], 10, whole)).toEqual([]);
    expect(index.find(['@mro'], 10, whole)).toEqual([]);
    expect(index.find(['nobody'], 10)).toEqual([]);
  });
});

describe('marked words, kept as hashes', () => {
  it('finds many people by their whole keys, each by their own, best first', () => {
    const crowd = Array.from({ length: 5000 }, (_, rank) => ({
      id: 100_000 - rank,
      words: ['crowd', `=crowdmember${rank}`, `@handle${rank % 50}`],
    }));
    const built = buildCompactNameIndex(crowd);
    const whole = { typos: false };
    expect(built.find(['=crowdmember0'], 10, whole)).toEqual([100_000]);
    expect(built.find(['=crowdmember4999'], 10, whole)).toEqual([95_001]);
    expect(built.find(['@handle7'], 3, whole)).toEqual([99_993, 99_943, 99_893]);
    expect(built.find(['crowd', '@handle49'], 2, whole)).toEqual([99_951, 99_901]);
    expect(built.find(['=crowdmember5000'], 10, whole)).toEqual([]);
  });
});
