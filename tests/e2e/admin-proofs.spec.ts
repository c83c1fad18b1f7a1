import { pageDay } from '../helpers/dates';
import type { Page } from '@playwright/test';
import type { ProofQueueItem } from '../../src/shared/schemas/proof-queue';
import { addVerifiedAccount, apiLogin, signInAsAdmin } from './support/admin';
import {
  accountCard,
  type CreatedPerson,
  createPerson,
  proposeAccount,
  toast,
} from './support/community';
import { ADMIN, expect, test } from './support/fixtures';
import { daysAgo, shotPath, VIEWPORTS } from './support/screenshots';

interface PersonAnswer {
  socialAccounts: {
    id: number;
    platform: { name: string };
    username: string;
    isVerified: boolean;
    verification: { basis: string; summary: string };
  }[];
}

type QueuedProof = Omit<ProofQueueItem, 'account'>;

/**
 * The e2e server keeps its embedded database to itself, and a proof only breaks or
 * contradicts after checks of outside pages spread over days; so the queue is given these
 * two proof rows, each on a real account whose status comes from the server as it is now
 * (a verification by moderation shows at the next fetch).
 */
async function queueProofs(page: Page, person: CreatedPerson, rows: QueuedProof[]) {
  await page.route('**/api/admin/proofs*', async (route) => {
    const answer = (await (
      await page.request.get(`/api/people/${person.id}`)
    ).json()) as PersonAnswer;
    const proofs: ProofQueueItem[] = rows.map((row) => {
      const account = answer.socialAccounts.find((each) => each.id === row.socialAccountId)!;
      return {
        ...row,
        account: {
          id: account.id,
          platform: account.platform.name,
          username: account.username,
          status: account.isVerified ? 'verified' : 'pending',
          decisionBasis: account.isVerified ? 'moderator' : null,
          decisionNote: null,
          person: {
            id: person.id,
            name: `${person.firstName} ${person.lastName}`,
            slug: person.slug,
          },
        },
      };
    });
    await route.fulfill({ json: { proofs } });
  });
}

for (const viewport of VIEWPORTS) {
  test(`an admin reads the proof queue and verifies an account by moderation with a reason (${viewport.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await apiLogin(ADMIN);
    const person = await createPerson(request, admin);
    const verified = await addVerifiedAccount(request, admin, person.id);
    const held = await proposeAccount(request, admin, person.id);
    await queueProofs(page, person, [
      {
        id: 1,
        suggested: false,
        addedBy: 'proposer',
        socialAccountId: verified.id,
        kind: 'backlink',
        url: `https://example.org/@${verified.username}`,
        token: null,
        anchored: false,
        linkedFrom: null,
        sourceAccountId: null,
        state: 'broken',
        createdAt: daysAgo(30),
        lastCheckedAt: daysAgo(1),
        lastPassedAt: daysAgo(12),
        failingSince: daysAgo(10),
        problemSince: daysAgo(10),
        history: [
          { checkedAt: daysAgo(1), outcome: 'fail', detail: 'HTTP 404' },
          { checkedAt: daysAgo(10), outcome: 'fail', detail: 'no link found' },
          { checkedAt: daysAgo(12), outcome: 'pass', detail: 'found' },
        ],
      },
      {
        id: 2,
        suggested: false,
        addedBy: 'proposer',
        socialAccountId: held.id,
        kind: 'official_site',
        url: 'https://official.example/links',
        token: null,
        anchored: false,
        linkedFrom: 'official.example',
        sourceAccountId: null,
        state: 'contradicting',
        createdAt: daysAgo(5),
        lastCheckedAt: daysAgo(2),
        lastPassedAt: null,
        failingSince: null,
        problemSince: daysAgo(3),
        history: [
          {
            checkedAt: daysAgo(2),
            outcome: 'contradiction',
            detail: 'the page links to another person',
          },
        ],
      },
    ]);

    await signInAsAdmin(page);
    await page.goto('/admin?tab=trust');
    await expect(page.getByRole('heading', { level: 2, name: 'Trust' })).toBeVisible();
    await page.getByRole('tab', { name: 'Proofs' }).click();

    const cards = page.getByTestId('queued-proof');
    await expect(cards).toHaveCount(2);
    const broken = cards.nth(0);
    await expect(broken.getByRole('heading', { level: 3 })).toHaveText('Backlink from the profile');
    await expect(broken).toContainText('Broken: failed three checks over two days');
    await expect(broken.getByText('Broken', { exact: true })).toBeVisible();
    await expect(broken).toContainText(`@${verified.username}`);
    await expect(broken.getByRole('link', { name: `Testa ${person.lastName}` })).toHaveAttribute(
      'href',
      `/people/${person.slug}`,
    );
    await expect(broken).toContainText(/Since .+ · last checked .+/);
    await expect(
      broken.getByRole('list', { name: `Checks of @${verified.username}` }).getByRole('listitem'),
    ).toHaveText([/^Failed\s*HTTP 404/, /^Failed\s*no link found/, /^Passed\s*found/]);

    const contradicting = cards.nth(1);
    await expect(contradicting.getByRole('heading', { level: 3 })).toHaveText(
      'Link from the official site',
    );
    await expect(contradicting).toContainText(
      'Contradicting: the page names another person; verification is held',
    );
    await expect(contradicting.getByText('Pending', { exact: true })).toBeVisible();
    await expect(contradicting).toContainText('the page links to another person');
    await page.screenshot({
      path: shotPath(`admin-proofs-queue-${viewport.name}`),
      fullPage: true,
    });

    await contradicting
      .getByRole('button', { name: `Verify @${held.username} by moderation` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Verify @${held.username} by moderation` });
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('A reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('  the official site links here  ');
    await page.screenshot({ path: shotPath(`admin-proofs-dialog-${viewport.name}`) });
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(toast(page, 'Social account verified by moderation')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(contradicting.getByText('Verified', { exact: true })).toBeVisible();

    await page.goto(`/people/${person.slug}`);
    const today = pageDay();
    await expect(accountCard(page, held.username).getByTestId('verification-summary')).toHaveText(
      `Verified by an administrator on ${today}: the official site links here`,
    );
  });
}
