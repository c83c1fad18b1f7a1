import { describe, expect, it } from 'vitest';
import { accountLink } from '../../src/shared/account-link';

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

  it('prefers the account url, adding https:// when it has no scheme', () => {
    expect(
      accountLink({ url: 'https://example.org/me', username: 'jack', platformName: 'Twitter' }),
    ).toBe('https://example.org/me');
    expect(accountLink({ url: 'example.org/me', username: 'jack', platformName: 'Twitter' })).toBe(
      'https://example.org/me',
    );
    expect(accountLink({ url: 'null', username: 'jack', platformName: 'Twitter' })).toBe(
      'https://x.com/jack',
    );
  });

  it('never uses a stored address that is not http(s)', () => {
    for (const url of ['javascript://x.com/%0Aalert(1)', 'data:text/html,<b>x</b>']) {
      expect(accountLink({ url, username: 'jack', platformName: 'Twitter' })).toBe(
        'https://x.com/jack',
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
