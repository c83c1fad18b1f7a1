import { openInApp } from './support/hydration';
import { expect, test } from './support/fixtures';

interface Account {
  isVerified: boolean;
  isDeleted: boolean;
  evidence: string | null;
  submittedAt: string;
}
interface PeopleAnswer {
  people: {
    id: number;
    firstName: string;
    lastName: string;
    slug: string;
    profession: string;
    socialAccounts: Account[];
  }[];
}

/** The evidence text the first account card should show (verified accounts first, oldest first). */
function firstCardEvidence(accounts: Account[]): string {
  const [first] = accounts
    .filter((account) => !account.isDeleted)
    .sort(
      (a, b) =>
        Number(b.isVerified) - Number(a.isVerified) || a.submittedAt.localeCompare(b.submittedAt),
    );
  return first?.evidence?.trim() || 'No evidence provided';
}

test.describe('person page', () => {
  test('opened by id, the address is rewritten to the name slug', async ({ page, request }) => {
    const answer = (await (
      await request.get('/api/people?verification=pending')
    ).json()) as PeopleAnswer;
    const person =
      answer.people.find((p) => p.socialAccounts.some((a) => a.isVerified)) ?? answer.people[0]!;
    const name = `${person.firstName} ${person.lastName}`;

    await page.goto(`/people/${person.id}`);
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    await expect(page).toHaveURL(`/people/${encodeURIComponent(slug)}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} – ${person.profession} | VerifiedVoices`);
    await expect(page.getByRole('link', { name: `Talk about ${person.firstName}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Verified Accounts/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Pending Verification/ })).toBeVisible();
    await expect(page.getByText(/\d+ \/ 10/).first()).toBeVisible();

    const card = page.getByTestId('account-card').first();
    await expect(card.getByText(/^Submitted .+ ago|^Submitted just now/)).toBeVisible();
    const evidence = firstCardEvidence(person.socialAccounts);
    await expect(card.getByText(evidence)).toBeHidden();
    await card.getByRole('button', { name: 'Evidence' }).click();
    await expect(card.getByText(evidence)).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(new RegExp(`/people/${person.id}$`));
  });

  test('an unknown person is a calm not-found view that leads back to the directory', async ({
    page,
  }) => {
    await page.goto('/people/999999');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Person Not Found' })).toBeVisible();
    await expect(
      main.getByText('Failed to load person details. The person might not exist.'),
    ).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(main.locator('[class*="destructive"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Directory' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Find Social Media Accounts' })).toBeVisible();
  });

  test('a person page the server fails to answer shows an error alert', async ({ page }) => {
    await page.route('**/api/people/999998', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
    );
    await openInApp(page, '/people/999998');
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Failed to load person details. The person might not exist.',
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Directory' })).toBeVisible();
  });

  test('an unknown name slug shows the same view', async ({ page }) => {
    await page.goto('/people/nobody-at-all');
    await expect(page.getByRole('heading', { name: 'Person Not Found' })).toBeVisible();
    await expect(
      page.getByText('Failed to load person details. The person might not exist.'),
    ).toBeVisible();
  });
});
