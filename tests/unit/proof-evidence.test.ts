import { describe, expect, it } from 'vitest';
import { checkBacklink, checkLinkTo, checkToken } from '../../src/server/modules/proofs';

const page = new URL('https://social.example/@ada');
const site = {
  origin: 'https://verifiedvoices.test',
  personPaths: ['/people/ada-example', '/people/42'],
};

describe('a backlink', () => {
  it('passes on an <a> or <link> with rel="me" to the person’s page, by slug or id', () => {
    expect(
      checkBacklink(
        '<a rel="nofollow me" href="https://verifiedvoices.test/people/ada-example/">me</a>',
        page,
        site,
      ),
    ).toBe('pass');
    expect(
      checkBacklink(
        '<head><link rel="me" href="https://verifiedvoices.test/people/42"></head>',
        page,
        site,
      ),
    ).toBe('pass');
  });

  it('fails without rel="me", or on another site', () => {
    expect(
      checkBacklink('<a href="https://verifiedvoices.test/people/ada-example">x</a>', page, site),
    ).toBe('fail');
    expect(
      checkBacklink(
        '<a rel="me" href="https://elsewhere.test/people/ada-example">x</a>',
        page,
        site,
      ),
    ).toBe('fail');
  });

  it('contradicts the claim when it names another person here', () => {
    expect(
      checkBacklink(
        '<a rel="me" href="https://verifiedvoices.test/people/someone-else">x</a>',
        page,
        site,
      ),
    ).toBe('contradiction');
  });
});

describe('a bio token', () => {
  it('passes where the holder writes: the descriptions and the h-card bio; fails elsewhere', () => {
    expect(
      checkToken(
        '<body><div class="h-card"><div class="p-note"><p>Official. vv-proof-1234</p></div></div></body>',
        'vv-proof-1234',
      ),
    ).toBe('pass');
    expect(
      checkToken(
        '<head><meta name="twitter:description" content="vv-proof-1234"></head>',
        'vv-proof-1234',
      ),
    ).toBe('pass');
    expect(
      checkToken(
        '<head><meta name="description" content="bio vv-proof-1234"></head>',
        'vv-proof-1234',
      ),
    ).toBe('pass');
    expect(
      checkToken(
        '<head><meta property="og:description" content="vv-proof-1234"></head>',
        'vv-proof-1234',
      ),
    ).toBe('pass');
    expect(checkToken('<body><!-- vv-proof-1234 --></body>', 'vv-proof-1234')).toBe('fail');
  });

  it('does not count a token in text that other people wrote on the page', () => {
    const page = `<head><meta name="description" content="Singer. Official account."></head>
      <body><div class="h-card"><div class="p-note">Singer.</div></div>
      <article class="reply"><p>I can post here too: vv-proof-1234</p></article>
      <section class="comments"><div class="p-note">vv-proof-1234</div></section></body>`;
    expect(checkToken(page, 'vv-proof-1234')).toBe('fail');
  });
});

describe('an official site', () => {
  it('passes when one of its rel="me" links is the account’s profile, whatever www., case or trailing slash', () => {
    const account = new URL('https://github.com/AdaExample');
    expect(
      checkLinkTo(
        '<a rel="nofollow me" href="https://www.github.com/adaexample/">GitHub</a>',
        new URL('https://ada.test/'),
        account,
      ),
    ).toBe('pass');
    expect(
      checkLinkTo(
        '<link rel="me" href="https://github.com/AdaExample">',
        new URL('https://ada.test/'),
        account,
      ),
    ).toBe('pass');
    expect(
      checkLinkTo(
        '<a rel="me" href="https://github.com/someone">GitHub</a>',
        new URL('https://ada.test/'),
        account,
      ),
    ).toBe('fail');
  });

  it('fails on a plain link: a page links to friends, labels and outlets, and only rel="me" says "this is me too"', () => {
    expect(
      checkLinkTo(
        '<p>My friend <a href="https://github.com/AdaExample">Ada</a></p>',
        new URL('https://ada.test/'),
        new URL('https://github.com/AdaExample'),
      ),
    ).toBe('fail');
  });
});
