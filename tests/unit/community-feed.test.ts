import { describe, expect, it } from 'vitest';
import { communityCriteriaFromParams } from '../../src/web/features/community/hooks/use-community-filter';
import {
  httpUrl,
  linkFallbackTitle,
  previewImageUrl,
} from '../../src/web/features/community/links';
import { averageAfterRating } from '../../src/web/features/community/rating-math';

describe('communityCriteriaFromParams', () => {
  const read = (query: string) => communityCriteriaFromParams(new URLSearchParams(query));

  it('reads the person filter that Talk about links send', () => {
    expect(read('directFilter=true&personId=12&name=Ada%20Lovelace')).toEqual({
      person: { id: 12, name: 'Ada Lovelace' },
      page: 1,
    });
  });

  it('keeps a filter without a name and reads the page', () => {
    expect(read('personId=3&page=4')).toEqual({ person: { id: 3, name: null }, page: 4 });
  });

  it.each(['personId=abc', 'personId=0', 'personId=-2', 'personId=1.5', 'personId=1e3'])(
    'ignores a person id that is not one (%s)',
    (query) => expect(read(query).person).toBeNull(),
  );

  it.each(['page=0', 'page=-1', 'page=two', 'page=99999999999999999999'])(
    'falls back to the first page for %s',
    (query) => expect(read(query).page).toBe(1),
  );
});

describe('linkFallbackTitle', () => {
  it('names a link by its host name', () => {
    expect(linkFallbackTitle('https://www.example.org/a/b?c=d')).toBe('www.example.org');
  });

  it.each([null, undefined, '', 'not a url', 'javascript:alert(1)', 'ftp://example.org/file'])(
    "calls anything else 'Link' (%s)",
    (value) => expect(linkFallbackTitle(value)).toBe('Link'),
  );

  it('accepts only http and https addresses', () => {
    expect(httpUrl(' https://example.org ')?.href).toBe('https://example.org/');
    expect(httpUrl('data:text/html,hi')).toBeNull();
  });
});

describe('previewImageUrl', () => {
  it('shows the picture the server stored for a posted comment, from this site', () => {
    const stored = '/uploads/0123456789abcdef0123456789abcdef.webp';
    expect(previewImageUrl(stored)).toBe(stored);
  });

  it('shows a page’s own picture by its http(s) address while the comment is written', () => {
    expect(previewImageUrl('https://example.org/cover.png')).toBe('https://example.org/cover.png');
  });

  it.each([
    null,
    '',
    '//tracker.example/pixel.gif',
    '/\\tracker.example/pixel.gif',
    'javascript:alert(1)',
    'data:image/png;base64,AA',
  ])('shows no picture for %s', (value) => expect(previewImageUrl(value)).toBeNull());
});

describe('averageAfterRating', () => {
  it('adds a first rating', () => {
    expect(averageAfterRating(null, 0, null, 4)).toEqual({ averageRating: 4, ratingCount: 1 });
    expect(averageAfterRating(3, 2, null, 5)).toEqual({
      averageRating: 11 / 3,
      ratingCount: 3,
    });
  });

  it("replaces the viewer's earlier rating without counting it twice", () => {
    expect(averageAfterRating(3, 2, 2, 5)).toEqual({ averageRating: 4.5, ratingCount: 2 });
  });
});
