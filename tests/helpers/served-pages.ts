import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { ProofView } from '../../src/shared/schemas/proofs';
import { send, type SignedInUser } from './signed-in';
import type { TestContext } from './test-app';
import { createTestAppWithPages } from './web-app';

/** A page the test serves: its status (200 unless said), body and redirect. */
export interface ServedPage {
  status?: number;
  body: string;
  location?: string;
}

export interface PagesAndApp {
  ctx: TestContext;
  /** The pages' origin on 127.0.0.1, which the test app may fetch. */
  base: string;
  /** Pages by path; any other path answers 404. */
  served: Map<string, ServedPage>;
  /** Every path asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * The real app beside a page server of the test's own on 127.0.0.1, which the app may fetch
 * because ALLOWED_PRIVATE_ADDRESSES says so (an operator's setting, off by default): for the
 * proofs, whose checks read pages. The app serves its own pages too (from the web app's
 * index.html, no build needed), for what a person page says.
 */
export async function createAppWithPages(
  publicUrl: string,
  clock: () => Date,
): Promise<PagesAndApp> {
  const served = new Map<string, ServedPage>();
  const requests: string[] = [];
  const pages = createServer((request, response) => {
    requests.push(request.url ?? '');
    const page = served.get(request.url ?? '') ?? { status: 404, body: 'not here' };
    response
      .writeHead(page.status ?? 200, {
        'content-type': 'text/html',
        ...(page.location && { location: page.location }),
      })
      .end(page.body);
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
  const ctx = await createTestAppWithPages(
    { PUBLIC_URL: publicUrl, ALLOWED_PRIVATE_ADDRESSES: '127.0.0.1/32' },
    {},
    { clock },
  );
  return {
    ctx,
    base,
    served,
    requests,
    close: async () => {
      await ctx.close();
      await new Promise((resolve) => pages.close(resolve));
    },
  };
}

/** A proof that `user` attaches to an account, checked at once (its page is read now). */
export async function attachAndCheck(
  ctx: TestContext,
  user: SignedInUser,
  accountId: number,
  proof: object,
): Promise<ProofView> {
  const added = await send(ctx, 'POST', `/api/social-accounts/${accountId}/proofs`, proof, user);
  expect(added.statusCode, added.body).toBe(201);
  const checked = await send(
    ctx,
    'POST',
    `/api/proofs/${added.json<ProofView>().id}/check`,
    {},
    user,
  );
  expect(checked.statusCode, checked.body).toBe(200);
  return checked.json<ProofView>();
}
