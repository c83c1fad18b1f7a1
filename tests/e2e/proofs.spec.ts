import { openInApp } from './support/hydration';
import type { Page } from '@playwright/test';
import type { ProofView } from '../../src/shared/schemas/proofs';
import { addVerifiedAccount, apiLogin } from './support/admin';
import {
  accountCard,
  createPerson,
  proposeAccount,
  signInWithApi,
  toast,
  uniqueWord,
} from './support/community';
import { ADMIN, createVerifiedUser, expect, test } from './support/fixtures';
import { daysAgo, shotPath, VIEWPORTS } from './support/screenshots';

/** A proof as the server lists it, with the given health and checks. */
function proofRow(
  accountId: number,
  id: number,
  health: Pick<ProofView, 'state' | 'lastCheckedAt' | 'lastPassedAt' | 'failingSince' | 'history'>,
): ProofView {
  return {
    id,
    socialAccountId: accountId,
    suggested: false,
    kind: 'backlink',
    url: `https://example.org/@proof${id}`,
    token: null,
    anchored: false,
    linkedFrom: null,
    sourceAccountId: null,
    createdAt: daysAgo(20),
    ...health,
  };
}

interface PersonAnswer {
  socialAccounts: {
    id: number;
    verification: { summary: string; attention: boolean; proofs: unknown[]; proofCount: number };
  }[];
}

/**
 * The e2e server keeps its embedded database to itself, and a proof only passes or breaks
 * after checks of outside pages spread over days; so the person's answer and the proofs
 * lists are given these proofs, as the server lists them (a page at a time) and sums them up
 * on every account.
 */
async function showProofs(
  page: Page,
  proofsOf: Map<number, { proofs: ProofView[]; sentence: string; attention: boolean }>,
) {
  await page.route('**/api/people/*', async (route) => {
    const response = await route.fetch();
    const person = (await response.json()) as PersonAnswer;
    for (const account of person.socialAccounts) {
      const shown = proofsOf.get(account.id);
      if (!shown) continue;
      account.verification.summary += shown.sentence;
      account.verification.attention = shown.attention;
      account.verification.proofs = shown.proofs.map(
        ({ kind, state, anchored, linkedFrom, lastCheckedAt, failingSince }) => ({
          kind,
          state,
          anchored,
          linkedFrom,
          lastCheckedAt,
          failingSince,
        }),
      );
      account.verification.proofCount = shown.proofs.length;
    }
    await route.fulfill({ response, json: person });
  });
  await page.route('**/api/social-accounts/*/proofs?*', async (route) => {
    const url = new URL(route.request().url());
    const shown = proofsOf.get(Number(url.pathname.split('/')[3]));
    if (route.request().method() !== 'GET' || !shown) return route.fallback();
    const number = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    await route.fulfill({ json: shown.proofs.slice((number - 1) * limit, number * limit) });
  });
}

for (const viewport of VIEWPORTS) {
  test(`a visitor sees a broken proof as an amber badge and each proof's checks (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await apiLogin(ADMIN);
    const person = await createPerson(request, admin);
    const healthy = await addVerifiedAccount(request, admin, person.id);
    const broken = await addVerifiedAccount(request, admin, person.id);
    const passing = proofRow(healthy.id, 1, {
      state: 'passing',
      lastCheckedAt: daysAgo(2),
      lastPassedAt: daysAgo(2),
      failingSince: null,
      history: [
        { checkedAt: daysAgo(2), outcome: 'pass', detail: 'The profile links to the person page' },
        { checkedAt: daysAgo(9), outcome: 'unreachable', detail: 'HTTP 503' },
      ],
    });
    const missing = proofRow(broken.id, 2, {
      state: 'broken',
      lastCheckedAt: daysAgo(1),
      lastPassedAt: '2026-11-01T08:00:00.000Z',
      failingSince: '2026-11-12T08:00:00.000Z',
      history: [
        { checkedAt: daysAgo(1), outcome: 'fail', detail: 'No rel="me" link to the person page' },
      ],
    });
    await showProofs(
      page,
      new Map([
        [
          healthy.id,
          { proofs: [passing], sentence: ' · backlink checked 2 days ago', attention: false },
        ],
        [
          broken.id,
          {
            proofs: [missing],
            sentence: ' · backlink missing since Nov 12, 2026',
            attention: true,
          },
        ],
      ]),
    );
    await openInApp(page, `/people/${person.slug}`);

    const amberCard = accountCard(page, broken.username);
    await expect(amberCard.getByTestId('attention-badge')).toHaveText(
      'Verified by a moderator · Check needed',
    );
    await expect(amberCard.getByTestId('verification-summary')).toHaveText(
      /· backlink missing since Nov 12, 2026$/,
    );
    const amber = await amberCard
      .getByTestId('attention-badge')
      .evaluate((badge) => getComputedStyle(badge).color);
    const greenCard = accountCard(page, healthy.username);
    await expect(greenCard.getByText('Verified by a moderator', { exact: true })).toBeVisible();
    await expect(greenCard.getByTestId('attention-badge')).toHaveCount(0);
    const green = await greenCard
      .getByText('Verified by a moderator', { exact: true })
      .evaluate((badge) => getComputedStyle(badge).color);
    expect(amber).not.toBe(green);
    await expect(greenCard.getByTestId('verification-summary')).toHaveText(
      /· backlink checked 2 days ago$/,
    );
    await amberCard.screenshot({ path: shotPath(`proofs-amber-card-${viewport.name}`) });

    await greenCard.getByRole('button', { name: 'Proofs 1' }).click();
    const dialog = page.getByRole('dialog', { name: `Proofs of @${healthy.username}` });
    const proof = dialog.getByTestId('proof');
    await expect(proof).toContainText('Backlink');
    await expect(proof).toContainText('Passing');
    await expect(proof).toContainText('Last checked 2 days ago');
    const address = proof.getByRole('link', { name: passing.url });
    await expect(address).toHaveAttribute('href', passing.url);
    await expect(address).toHaveAttribute('rel', 'nofollow noopener');
    await proof.getByText('Latest checks (2)').click();
    const checks = proof.getByRole('list', { name: 'Latest checks' }).getByRole('listitem');
    await expect(checks).toHaveText([
      /^Passed 2 days ago\s*The profile links to the person page$/,
      /^Unreachable 1 week ago\s*HTTP 503$/,
    ]);
    // A visitor reads; checking and attaching ask for a sign-in.
    await expect(dialog.getByRole('button', { name: 'Check now' })).toHaveCount(0);
    await expect(dialog.getByText('to attach a proof.')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: shotPath(`proofs-dialog-${viewport.name}`) });
    await page.keyboard.press('Escape');

    await accountCard(page, broken.username).getByRole('button', { name: 'Proofs 1' }).click();
    const brokenProof = page
      .getByRole('dialog', { name: `Proofs of @${broken.username}` })
      .getByTestId('proof');
    await expect(brokenProof).toContainText('Broken');
    await brokenProof.getByText('Latest checks (1)').click();
    await expect(brokenProof).toContainText('Failed 1 day ago');
    await expect(brokenProof).toContainText('No rel="me" link to the person page');
    await page.screenshot({ path: shotPath(`proofs-broken-dialog-${viewport.name}`) });
  });
}

test('the proofs dialog lists 10 proofs at a time and shows more while the count says more remain', async ({
  page,
  request,
}) => {
  await page.setViewportSize(VIEWPORTS[1]!);
  const admin = await apiLogin(ADMIN);
  const person = await createPerson(request, admin);
  const account = await addVerifiedAccount(request, admin, person.id);
  const proofs = Array.from({ length: 12 }, (_, index) =>
    proofRow(account.id, index + 1, {
      state: 'passing',
      lastCheckedAt: daysAgo(1),
      lastPassedAt: daysAgo(1),
      failingSince: null,
      history: [],
    }),
  );
  await showProofs(page, new Map([[account.id, { proofs, sentence: '', attention: false }]]));
  await openInApp(page, `/people/${person.slug}`);

  await accountCard(page, account.username).getByRole('button', { name: 'Proofs 12' }).click();
  const dialog = page.getByRole('dialog', { name: `Proofs of @${account.username}` });
  await expect(dialog.getByRole('heading', { name: '12 proofs' })).toBeVisible();
  await expect(dialog.getByTestId('proof')).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Show more (2 left)' }).click();
  await expect(dialog.getByTestId('proof')).toHaveCount(12);
  await expect(dialog.getByTestId('proof').last()).toContainText(proofs[11]!.url);
  await expect(dialog.getByRole('button', { name: /^Show more/ })).toHaveCount(0);
});

test('a proposer attaches a reference to an Instagram account; backlink and bio token are not offered there', async ({
  page,
  request,
  mail,
}) => {
  await page.setViewportSize(VIEWPORTS[1]!);
  const proposer = await createVerifiedUser(request, mail);
  const signedIn = await signInWithApi(page, proposer);
  const person = await createPerson(request, signedIn);
  const instagram = await proposeAccount(page.request, signedIn, person.id, 'Instagram');
  await openInApp(page, `/people/${person.slug}`);

  const card = accountCard(page, instagram.username);
  await card.getByRole('button', { name: 'Proofs 0' }).click();
  const dialog = page.getByRole('dialog', { name: `Proofs of @${instagram.username}` });
  await expect(dialog.getByText('No proofs yet.')).toBeVisible();
  const form = dialog.getByRole('form', { name: 'Attach a proof' });
  await expect(form.getByRole('radio')).toHaveCount(2);
  await expect(form.getByRole('radio', { name: /^Backlink/ })).toHaveCount(0);
  await expect(form.getByRole('radio', { name: /^Bio token/ })).toHaveCount(0);
  await expect(form.getByRole('radio', { name: /^Official site link/ })).toBeVisible();

  await form.getByRole('radio', { name: /^Reference/ }).check();
  await expect(form).toContainText(
    'A source people can read: a news article, an official register',
  );
  await form.getByRole('button', { name: 'Attach proof' }).click();
  await expect(form.getByText('Give the address of the page')).toBeVisible();
  const source = `https://news.example.org/${uniqueWord()}`;
  await form.getByLabel('Address of the page').fill(source);
  await form.getByRole('button', { name: 'Attach proof' }).click();

  await expect(toast(page, 'Proof attached')).toBeVisible();
  const proof = dialog.getByTestId('proof');
  await expect(proof).toContainText('Reference');
  await expect(proof).toContainText('Read by people, not checked');
  await expect(proof.getByRole('link', { name: source })).toBeVisible();
  await expect(proof.getByRole('button', { name: 'Check now' })).toHaveCount(0);
  await page.screenshot({ path: shotPath(`proofs-attach-desktop`) });

  // The same source again is refused, in the server's words.
  await form.getByLabel('Address of the page').fill(source);
  await form.getByRole('button', { name: 'Attach proof' }).click();
  await expect(toast(page, 'Could not attach the proof')).toContainText(
    'This proof is already attached to the account',
  );
  await page.keyboard.press('Escape');
  await expect(card.getByRole('button', { name: 'Proofs 1' })).toBeVisible();
});

test('a bio token is shown to copy; a second check within 10 minutes is refused as the server says', async ({
  page,
  context,
  request,
  mail,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(VIEWPORTS[0]!);
  const proposer = await createVerifiedUser(request, mail);
  const signedIn = await signInWithApi(page, proposer);
  const person = await createPerson(request, signedIn);
  const github = await proposeAccount(page.request, signedIn, person.id, 'GitHub');
  await openInApp(page, `/people/${person.slug}`);

  await accountCard(page, github.username).getByRole('button', { name: 'Proofs 0' }).click();
  const dialog = page.getByRole('dialog', { name: `Proofs of @${github.username}` });
  const form = dialog.getByRole('form', { name: 'Attach a proof' });
  await expect(form.getByRole('radio')).toHaveCount(4);
  await form.getByRole('radio', { name: /^Bio token/ }).check();
  await expect(form.getByLabel('Address of the page')).toHaveCount(0);
  await form.getByRole('button', { name: 'Attach proof' }).click();

  const token = dialog.getByTestId('bio-token');
  await expect(token).toHaveText(/^verifiedvoices-[0-9a-f]+$/);
  await expect(dialog.getByRole('status')).toContainText('Put this text in the bio');
  await dialog.getByRole('button', { name: 'Copy bio token' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await token.textContent());
  await page.screenshot({ path: shotPath(`proofs-bio-token-phone`) });

  const proof = dialog.getByTestId('proof');
  await expect(proof).toContainText('Bio token');
  await expect(proof).toContainText(`The page must show ${await token.textContent()}`);
  await proof.getByRole('button', { name: 'Check now' }).click();
  await expect(proof).toContainText('Last checked just now', { timeout: 20_000 });
  await proof.getByRole('button', { name: 'Check now' }).click();
  await expect(toast(page, 'Could not check now')).toContainText('10 minutes');
});

test('a new member may not attach a proof to an account someone else proposed, and is told why', async ({
  page,
  request,
  mail,
}) => {
  const admin = await apiLogin(ADMIN);
  const person = await createPerson(request, admin);
  const verified = await addVerifiedAccount(request, admin, person.id);
  await signInWithApi(page, await createVerifiedUser(request, mail));
  await openInApp(page, `/people/${person.slug}`);

  await accountCard(page, verified.username).getByRole('button', { name: 'Proofs 0' }).click();
  const form = page.getByRole('form', { name: 'Attach a proof' });
  await form.getByRole('radio', { name: /^Reference/ }).check();
  await form.getByLabel('Address of the page').fill('https://news.example.org/story');
  await form.getByRole('button', { name: 'Attach proof' }).click();
  await expect(toast(page, 'Could not attach the proof')).toContainText(
    'Only the account’s proposer or a member can attach proofs',
  );
  await expect(page.getByRole('dialog').getByText('No proofs yet.')).toBeVisible();
});
