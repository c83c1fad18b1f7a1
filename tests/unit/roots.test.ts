import { describe, expect, it } from 'vitest';
import { isWithinRoot, rootLabel, rootOf } from '../../src/shared/roots';

describe('a root', () => {
  it('is an exact origin and a path prefix, whatever the address’s case, query or trailing slash', () => {
    expect(rootOf('HTTPS://Example.COM/About/?ref=x#top')).toEqual({
      origin: 'https://example.com',
      pathPrefix: '/About',
    });
    expect(rootOf('https://example.com')).toEqual({
      origin: 'https://example.com',
      pathPrefix: '/',
    });
    expect(rootOf('https://example.com:443/')).toEqual({
      origin: 'https://example.com',
      pathPrefix: '/',
    });
    expect(rootOf('https://example.com:8443/~ada/')).toEqual({
      origin: 'https://example.com:8443',
      pathPrefix: '/~ada',
    });
    expect(rootOf('ftp://example.com/')).toBeNull();
    expect(rootOf('javascript:alert(1)')).toBeNull();
    expect(rootOf('not an address')).toBeNull();
  });

  it('covers its pages and nothing an attacker can reach elsewhere on the host', () => {
    const root = rootOf('https://people.example.edu/~ada')!;
    expect(isWithinRoot('https://people.example.edu/~ada', root)).toBe(true);
    expect(isWithinRoot('https://people.example.edu/~ada/', root)).toBe(true);
    expect(isWithinRoot('https://people.example.edu/~ada/links.html', root)).toBe(true);
    expect(isWithinRoot('https://people.example.edu/%7Eada/links.html', root)).toBe(true);
    // Another user's pages on the shared host, a longer name, the host's other paths.
    expect(isWithinRoot('https://people.example.edu/~mallory/', root)).toBe(false);
    expect(isWithinRoot('https://people.example.edu/~ada-fan/', root)).toBe(false);
    expect(isWithinRoot('https://people.example.edu/', root)).toBe(false);
    // Another scheme, port or host, however near.
    expect(isWithinRoot('http://people.example.edu/~ada/', root)).toBe(false);
    expect(isWithinRoot('https://people.example.edu:8443/~ada/', root)).toBe(false);
    expect(isWithinRoot('https://www.people.example.edu/~ada/', root)).toBe(false);
    expect(isWithinRoot('https://people.example.edu.attacker.test/~ada/', root)).toBe(false);
    expect(isWithinRoot('https://evil.test/https://people.example.edu/~ada/', root)).toBe(false);
    // A query can echo what a visitor typed into the page.
    expect(isWithinRoot('https://people.example.edu/~ada/search?q=x', root)).toBe(false);
    expect(isWithinRoot('https://ada@people.example.edu.evil/~ada', root)).toBe(false);
  });

  it('of a whole origin covers every page of it, and only of it', () => {
    const root = rootOf('https://ada.example/')!;
    expect(isWithinRoot('https://ada.example/anything/at/all', root)).toBe(true);
    expect(isWithinRoot('https://ada.example.net/', root)).toBe(false);
    expect(isWithinRoot('https://sub.ada.example/', root)).toBe(false);
  });

  it('reads as people write it', () => {
    expect(rootLabel(rootOf('https://ada.example/')!)).toBe('ada.example');
    expect(rootLabel(rootOf('https://ada.example:8443/about/')!)).toBe('ada.example:8443/about');
    expect(rootLabel(rootOf('http://ada.example/about')!)).toBe('http://ada.example/about');
  });
});
