import { type APIRequestContext, expect, type Page, request as requests } from '@playwright/test';
import sharp from 'sharp';

/** A small real PNG (a coloured square), as a user would pick from their disk. */
export function pngImage(size = 24): Promise<Buffer> {
  return sharp({
    create: { width: size, height: size, channels: 3, background: { r: 37, g: 99, b: 235 } },
  })
    .png()
    .toBuffer();
}

/**
 * Signs a user in through the API and returns the bearer token. A throwaway request context
 * keeps the session cookie away from the test's own (a cookie without an Origin makes the
 * server refuse later writes there).
 */
export async function apiToken(
  baseURL: string,
  user: { email: string; password: string },
): Promise<{ id: number; username: string; token: string }> {
  const context = await requests.newContext({ baseURL });
  try {
    const response = await context.post('/api/login', {
      data: { email: user.email, password: user.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { id: number; username: string; token: string };
  } finally {
    await context.dispose();
  }
}

export interface PostedComment {
  id: number;
  text: string;
  parentId: number | null;
}

/** Posts a comment (or a reply, with parentId) through the API with a bearer token. */
export async function postCommentWithApi(
  request: APIRequestContext,
  token: string,
  body: { text: string; personId: number; parentId?: number } & Record<string, unknown>,
): Promise<PostedComment> {
  const response = await request.post('/api/comments', {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PostedComment;
}

/** The comments of a person as the server has them (ids and texts, replies included). */
export async function commentsAbout(request: APIRequestContext, personId: number) {
  const response = await request.get(`/api/comments?personId=${personId}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    total: number;
    comments: (PostedComment & { replies: PostedComment[]; imageUrl: string | null })[];
  };
}

/** The feed address filtered on one person, as 'Talk about' links build it. */
export const communityAbout = (person: { id: number; firstName: string; lastName: string }) =>
  `/community?${new URLSearchParams({
    directFilter: 'true',
    personId: String(person.id),
    name: `${person.firstName} ${person.lastName}`,
  }).toString()}`;

/** A top-level comment card of the feed, found by its text. */
export const commentCard = (page: Page, text: string) =>
  page.getByTestId('comment').filter({ has: page.getByText(text, { exact: true }) });

/** A reply in the feed, found by its text. */
export const replyItem = (page: Page, text: string) =>
  page.getByTestId('reply').filter({ has: page.getByText(text, { exact: true }) });
