import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/categories', () => {
  it('lists the seeded categories by name', async () => {
    const response = await ctx.app.inject('/api/categories');
    expect(response.statusCode).toBe(200);
    const names = response.json<{ id: number; name: string }[]>().map((category) => category.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Actors',
        'Musicians',
        'Athletes',
        'Politicians',
        'Journalists',
        'Scientists',
        'Authors',
      ]),
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

describe('GET /api/platforms', () => {
  it('lists the fifteen named platforms with icon and brand colour', async () => {
    const response = await ctx.app.inject('/api/platforms');
    expect(response.statusCode).toBe(200);
    const platforms = response.json<{ name: string; icon: string; color: string }[]>();
    expect(platforms.map((platform) => platform.icon)).toEqual([
      'x',
      'instagram',
      'facebook',
      'youtube',
      'linkedin',
      'tiktok',
      'twitch',
      'substack',
      'telegram',
      'soundcloud',
      'deviantart',
      'mastodon',
      'bluesky',
      'github',
      'website',
    ]);
    for (const platform of platforms) expect(platform.color).toMatch(/^#[0-9A-F]{6}$/i);
  });
});

describe('unknown API addresses', () => {
  it('answer 404 with a JSON message', async () => {
    const response = await ctx.app.inject('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No such address: GET /api/nothing-here' });
  });
});
