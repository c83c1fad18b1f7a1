import type { APIRequestContext } from '@playwright/test';
import type { ProofView } from '../../src/shared/schemas/proofs';
import { addVerifiedAccount, apiLogin, signInAsAdmin } from './support/admin';
import { bearer, createPerson, toast } from './support/community';
import { ADMIN, createVerifiedUser, expect, test } from './support/fixtures';
import { shotPath, VIEWPORTS } from './support/screenshots';

/** The proofs anyone reads on the account. */
async function publicProofs(request: APIRequestContext, accountId: number) {
  const response = await request.get(`/api/social-accounts/${accountId}/proofs`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as ProofView[]).map((proof) => proof.url);
}

for (const viewport of VIEWPORTS) {
  test(`a member's proof on someone else's account waits for an admin, who accepts it from the queue (${viewport.name})`, async ({
    page,
    request,
    mail,
  }) => {
    await page.setViewportSize(viewport);
    const admin = await apiLogin(ADMIN);
    const person = await createPerson(request, admin);
    const account = await addVerifiedAccount(request, admin, person.id);
    const helper = await apiLogin(await createVerifiedUser(request, mail));
    const trusted = await request.post(`/api/admin/users/${helper.id}/standing`, {
      headers: bearer(admin),
      data: { standing: 'trusted' },
    });
    expect(trusted.status(), await trusted.text()).toBe(200);

    const source = `https://news.example/${account.username}-interview`;
    const suggested = await request.post(`/api/social-accounts/${account.id}/proofs`, {
      headers: bearer(helper),
      data: { kind: 'reference', url: source },
    });
    expect(suggested.status(), await suggested.text()).toBe(201);
    expect(((await suggested.json()) as ProofView).suggested).toBe(true);
    expect(await publicProofs(request, account.id)).not.toContain(source);

    await signInAsAdmin(page);
    await page.goto('/admin?tab=trust');
    await page.getByRole('tab', { name: 'Proofs' }).click();
    const card = page.getByTestId('queued-proof').filter({ hasText: `@${account.username}` });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Suggestion', { exact: true })).toBeVisible();
    await expect(card).toContainText(`Suggested by @${helper.username} · Not checked`);
    await expect(card.getByRole('link', { name: source })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shotPath(`admin-proof-suggestion-${viewport.name}`) });

    await card
      .getByRole('button', { name: `Accept the suggested proof for @${account.username}` })
      .click();
    await expect(toast(page, 'Proof accepted')).toBeVisible();
    await expect(card).toHaveCount(0);
    expect(await publicProofs(request, account.id)).toContain(source);
  });
}
