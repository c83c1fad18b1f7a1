import { describe, expect, it } from 'vitest';
import { positiveIntParam } from '../../src/shared/address-params';
import {
  criteriaFromParams,
  peopleAddress,
} from '../../src/web/features/people/hooks/use-people-criteria';
import {
  activityFromParams,
  activitySearch,
} from '../../src/web/features/profiles/activity-address';

describe('positiveIntParam', () => {
  it('reads whole numbers of 1 or more', () => {
    expect(positiveIntParam('1')).toBe(1);
    expect(positiveIntParam('42')).toBe(42);
  });

  it.each([null, '', '0', '-2', '1.5', '1e3', 'abc', ' 3', '9007199254740993'])(
    'ignores %j',
    (value) => expect(positiveIntParam(value)).toBeNull(),
  );
});

describe("the directory's addresses, which its links and search form lead to", () => {
  const all = {
    search: '',
    verification: 'all',
    minRating: null,
    category: null,
    page: 1,
  } as const;

  it('leave the defaults out', () => {
    expect(peopleAddress(all)).toBe('/');
    expect(peopleAddress({ ...all, page: 2 })).toBe('/?page=2');
  });

  it('name the search, the filters and the page as the address is read', () => {
    const criteria = {
      search: 'Ada Lovelace',
      verification: 'pending',
      minRating: 4,
      category: 7,
      page: 3,
    } as const;
    const address = peopleAddress(criteria);
    expect(address).toBe(
      '/?search=Ada+Lovelace&verification=pending&minRating=4&category=7&page=3',
    );
    expect(criteriaFromParams(new URL(address, 'http://x').searchParams)).toEqual(criteria);
  });

  it('read what the search form sends without scripts: the box and the filters in force', () => {
    expect(criteriaFromParams(new URLSearchParams('search=%20ada%20&minRating=5'))).toEqual({
      ...all,
      search: 'ada',
      minRating: 5,
    });
  });
});

describe("a profile's activity address", () => {
  it('names the tab and page, leaving the people added and page 1 out', () => {
    expect(activitySearch('people', 1)).toBe('?');
    expect(activitySearch('reviews', 1)).toBe('?tab=reviews');
    expect(activitySearch('votes', 3)).toBe('?tab=votes&page=3');
  });

  it('is read back, unknown tabs and bad pages falling back to the first', () => {
    expect(activityFromParams(new URLSearchParams('tab=reviews&page=2'))).toEqual({
      tab: 'reviews',
      page: 2,
    });
    expect(activityFromParams(new URLSearchParams('tab=toString&page=0'))).toEqual({
      tab: 'people',
      page: 1,
    });
  });
});
