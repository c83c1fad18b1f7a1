import { describe, expect, it } from 'vitest';
import { parseAccountAddress, proposedUsername } from '../../src/shared/account-address';

describe('parseAccountAddress', () => {
  it.each([
    ['https://www.x.com/Name/', 'Twitter', 'Name'],
    ['twitter.com/name', 'Twitter', 'name'],
    ['HTTP://Mobile.Twitter.com/name?s=20#top', 'Twitter', 'name'],
    ['https://x.com/name/status/123', 'Twitter', 'name'],
    ['https://m.facebook.com/some.page', 'Facebook', 'some.page'],
    ['instagram.com/insta_name/', 'Instagram', 'insta_name'],
    ['https://www.youtube.com/@Channel', 'YouTube', 'Channel'],
    [
      'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv/videos',
      'YouTube',
      'channel/UCabcdefghijklmnopqrstuv',
    ],
    ['youtube.com/@UCabcdefghijklmnopqrstuv', 'YouTube', 'UCabcdefghijklmnopqrstuv'],
    ['https://www.tiktok.com/@dancer?lang=en', 'TikTok', 'dancer'],
    ['https://www.linkedin.com/in/jane-doe/', 'LinkedIn', 'jane-doe'],
    ['https://t.me/newsroom', 'Telegram', 'newsroom'],
    ['twitch.tv/streamer', 'Twitch', 'streamer'],
    ['https://writer.substack.com/', 'Substack', 'writer'],
    ['https://substack.com/@writer', 'Substack', 'writer'],
    ['soundcloud.com/band', 'SoundCloud', 'band'],
    ['https://artist.deviantart.com', 'DeviantArt', 'artist'],
    ['https://github.com/octo-cat', 'GitHub', 'octo-cat'],
    ['https://bsky.app/profile/Alice.bsky.social', 'Bluesky', 'alice.bsky.social'],
    ['https://Mastodon.Social/@Gargron', 'Mastodon', 'Gargron@mastodon.social'],
    ['https://mastodon.social/@someone@fosstodon.org', 'Mastodon', 'someone@fosstodon.org'],
    ['https://www.Example.org/About/', 'Website', 'example.org/About'],
    ['example.org', 'Website', 'example.org'],
    ['http://example.org:8080/about', 'Website', 'example.org:8080/about'],
    ['https://example.org:443/', 'Website', 'example.org'],
  ])('reads %s as %s %s', (input, platform, username) => {
    expect(parseAccountAddress(input)).toEqual({ ok: true, address: { platform, username } });
  });

  it.each([
    ['@name', 'Twitter', 'Twitter', 'name'],
    ['name', 'X', 'Twitter', 'name'],
    ['https://x.com/name', 'twitter', 'Twitter', 'name'],
    ['@Gargron@Mastodon.Social', 'Mastodon', 'Mastodon', 'Gargron@mastodon.social'],
    ['@alice.bsky.social', 'Bluesky', 'Bluesky', 'alice.bsky.social'],
    ['https://example.org/', 'Website', 'Website', 'example.org'],
    ['  @octo  ', 'GitHub', 'GitHub', 'octo'],
  ])('reads %s on %s as %s %s', (input, platformName, platform, username) => {
    expect(parseAccountAddress(input, platformName)).toEqual({
      ok: true,
      address: { platform, username },
    });
  });

  it('reads a Mastodon handle without its platform', () => {
    expect(parseAccountAddress('@user@fosstodon.org')).toEqual({
      ok: true,
      address: { platform: 'Mastodon', username: 'user@fosstodon.org' },
    });
  });

  it.each([
    ['', undefined, 'Paste a profile address or @handle'],
    ['@name', undefined, 'Choose the platform of @name, or paste its profile address'],
    ['name', undefined, 'Choose the platform of "name", or paste its profile address'],
    ['@name', 'Friendster', '"Friendster" is not a platform the directory knows'],
    ['@na me', 'Twitter', '"@na me" is not a Twitter username'],
    ['https://x.com/', undefined, 'This Twitter address names no account'],
    ['https://x.com/home', undefined, 'This Twitter address names no account'],
    ['https://www.youtube.com/watch?v=abc', undefined, 'This YouTube address names no account'],
    ['https://example.org/@name', 'GitHub', 'This address is on example.org, not GitHub'],
    ['https://x.com/name', 'Instagram', 'This address is on x.com, not Instagram'],
    ['ftp://x.com/name', undefined, 'Only web addresses (http or https) name an account'],
    ['https://exa mple.org/x', undefined, '"https://exa mple.org/x" is not a web address'],
    ['http://localhost/@user', undefined, '"http://localhost/@user" is not a web address'],
    [
      '@name',
      'Mastodon',
      'A Mastodon handle is written user@instance (like @name@mastodon.social)',
    ],
    ['@not_a_domain', 'Bluesky', 'A Bluesky handle is a domain name (like name.bsky.social)'],
  ])('refuses %j (platform %s): %s', (input, platformName, message) => {
    expect(parseAccountAddress(input, platformName)).toEqual({ ok: false, message });
  });

  it('reads a YouTube channel only by its id, and keeps it apart from a handle spelled the same', () => {
    expect(parseAccountAddress('https://youtube.com/channel/not-a-channel-id')).toEqual({
      ok: false,
      message: 'This YouTube address names no account',
    });
    expect(parseAccountAddress('youtube.com/channel/UCabcdefghijklmnopqrstuv', 'YouTube')).toEqual({
      ok: true,
      address: { platform: 'YouTube', username: 'channel/UCabcdefghijklmnopqrstuv' },
    });
    expect(parseAccountAddress('youtube.com/channel/UCabcdefghijklmnopqrstuv', 'Twitter')).toEqual({
      ok: false,
      message: 'This address is on youtube.com, not Twitter',
    });
    expect(proposedUsername('Twitter', 'channel/UCabcdefghijklmnopqrstuv')).toEqual({
      ok: false,
      message: 'Username cannot contain spaces, slashes, ? or #',
    });
  });
});
