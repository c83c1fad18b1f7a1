import { describe, expect, it } from 'vitest';
import { checkAccountUrl } from '../../src/shared/account-address';
import { accountLink, shownHandle } from '../../src/shared/account-link';

describe('accountLink', () => {
  it.each([
    ['Twitter', 'https://x.com/jack'],
    ['X', 'https://x.com/jack'],
    ['Instagram', 'https://instagram.com/jack'],
    ['Facebook', 'https://facebook.com/jack'],
    ['YouTube', 'https://youtube.com/@jack'],
    ['LinkedIn', 'https://linkedin.com/in/jack'],
    ['TikTok', 'https://tiktok.com/@jack'],
    ['Twitch', 'https://twitch.tv/jack'],
    ['Substack', 'https://jack.substack.com'],
    ['Telegram', 'https://t.me/jack'],
    ['SoundCloud', 'https://soundcloud.com/jack'],
    ['DeviantArt', 'https://jack.deviantart.com'],
    ['Bluesky', 'https://bsky.app/profile/jack'],
    ['GitHub', 'https://github.com/jack'],
    ['Website', 'about:blank'],
    ['Threads', 'https://threads.com/jack'],
    ['Truth Social', 'https://truthsocial.com/jack'],
  ])('builds the %s profile address from the username', (platformName, expected) => {
    expect(accountLink({ username: 'jack', platformName })).toBe(expected);
  });

  it.each([
    ['Mastodon', '@Jack@Mastodon.Social', 'https://mastodon.social/@Jack'],
    ['Mastodon', 'jack', 'https://joinmastodon.org'],
    ['Mastodon', 'jack@evil.example/x', 'https://joinmastodon.org'],
    ['Website', 'jack.example.org/about', 'https://jack.example.org/about'],
    ['Website', 'http://jack.example.org', 'http://jack.example.org'],
    ['Website', 'javascript:alert(1)', 'about:blank'],
    ['Bluesky', 'alice.bsky.social', 'https://bsky.app/profile/alice.bsky.social'],
  ])('links the %s account %s to %s', (platformName, username, expected) => {
    expect(accountLink({ username, platformName })).toBe(expected);
  });

  it('removes a leading @ from the username', () => {
    expect(accountLink({ username: '@jack', platformName: 'TikTok' })).toBe(
      'https://tiktok.com/@jack',
    );
  });

  it('builds the address of a platform account from its platform and username, whatever url it keeps', () => {
    expect(
      accountLink({
        url: 'https://attacker.example/torvalds',
        username: 'torvalds',
        platformName: 'GitHub',
      }),
    ).toBe('https://github.com/torvalds');
    expect(
      accountLink({
        url: 'https://evil.example/@me',
        username: 'me@mastodon.social',
        platformName: 'Mastodon',
      }),
    ).toBe('https://mastodon.social/@me');
  });

  it('links a website to the site its username names: a kept url of that same site gives only its scheme, any other never decides', () => {
    const website = (username: string, url: string) =>
      accountLink({ url, username, platformName: 'Website' });
    expect(website('realsite.example', 'https://attacker.example/page')).toBe(
      'https://realsite.example',
    );
    expect(website('example.org', 'https://example.org/me')).toBe('https://example.org');
    expect(website('example.org', 'http://www.example.org/')).toBe('http://example.org');
    expect(website('example.org/about', 'http://example.org/about/')).toBe(
      'http://example.org/about',
    );
    expect(website('example.org:8080', 'http://example.org:8080')).toBe('http://example.org:8080');
    expect(website('example.org', 'http://example.org:8080')).toBe('https://example.org');
    expect(accountLink({ url: 'null', username: 'example.org', platformName: 'Website' })).toBe(
      'https://example.org',
    );
  });

  it('never uses a stored address that is not http(s)', () => {
    for (const url of ['javascript://x.com/%0Aalert(1)', 'data:text/html,<b>x</b>']) {
      expect(accountLink({ url, username: 'example.org', platformName: 'Website' })).toBe(
        'https://example.org',
      );
    }
  });

  it('keeps a hostile handle on the platform', () => {
    expect(accountLink({ username: 'evil.example\\', platformName: 'Substack' })).toBe(
      'https://substack.com',
    );
    expect(accountLink({ username: 'a/../../evil', platformName: 'Twitter' })).toBe(
      'https://x.com/a%2F..%2F..%2Fevil',
    );
  });
});

describe('checkAccountUrl', () => {
  it('keeps a platform account’s own profile address, written any usual way, as the built one', () => {
    for (const url of [
      'https://github.com/torvalds',
      'http://www.github.com/Torvalds/',
      'github.com/torvalds?tab=repositories',
    ]) {
      expect(checkAccountUrl('GitHub', 'torvalds', url)).toEqual({
        ok: true,
        url: 'https://github.com/torvalds',
      });
    }
    expect(checkAccountUrl('Twitter', 'jack', 'https://twitter.com/jack')).toEqual({
      ok: true,
      url: 'https://x.com/jack',
    });
    expect(
      checkAccountUrl('Mastodon', 'me@mastodon.social', 'https://mastodon.social/@me'),
    ).toEqual({ ok: true, url: 'https://mastodon.social/@me' });
  });

  it('refuses any other address, naming the expected one', () => {
    for (const url of [
      'https://attacker.example/torvalds',
      'https://github.com/someone-else',
      'https://gitlab.com/torvalds',
      'https://github.com.attacker.example/torvalds',
    ]) {
      expect(checkAccountUrl('GitHub', 'torvalds', url)).toEqual({
        ok: false,
        message:
          'The address of the GitHub account torvalds is https://github.com/torvalds: give that address or none',
      });
    }
    expect(checkAccountUrl('Mastodon', 'me@mastodon.social', 'https://other.social/@me').ok).toBe(
      false,
    );
  });

  it('keeps no url when none is given', () => {
    expect(checkAccountUrl('GitHub', 'torvalds', undefined)).toEqual({ ok: true, url: null });
    expect(checkAccountUrl('Website', 'example.org', '')).toEqual({ ok: true, url: null });
  });

  it('keeps a website’s url only when it names the site its username names, with the scheme it was given', () => {
    expect(checkAccountUrl('Website', 'example.org', 'http://www.example.org/')).toEqual({
      ok: true,
      url: 'http://example.org',
    });
    expect(checkAccountUrl('Website', 'realsite.example', 'https://attacker.example/page')).toEqual(
      {
        ok: false,
        message:
          'The address of the Website account realsite.example is https://realsite.example: give that address or none',
      },
    );
    expect(checkAccountUrl('Website', 'example.org', 'https://example.org/about').ok).toBe(false);
    expect(
      checkAccountUrl('Website', 'example.org', 'https://example.org.attacker.example').ok,
    ).toBe(false);
  });
});

describe('a YouTube channel kept by its id', () => {
  it('links to the channel and is shown as one, not as a handle', () => {
    const username = 'channel/UCabcdefghijklmnopqrstuv';
    expect(accountLink({ username, platformName: 'YouTube' })).toBe(
      'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv',
    );
    expect(shownHandle(username)).toBe('channel UCabcdefghijklmnopqrstuv');
    expect(shownHandle('SamTube')).toBe('@SamTube');
  });
});
