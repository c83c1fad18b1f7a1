import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The rules outside those levels that Lighthouse's accessibility score also counts. */
const LIGHTHOUSE_EXTRA_RULES = [
  'accesskeys',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'empty-heading',
  'heading-order',
  'identical-links-same-purpose',
  'image-redundant-alt',
  'landmark-one-main',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
  'target-size',
];

/** Waits until nothing on the page is still loading (data, lazy code, spinners). */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"]:has(.animate-spin)')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Runs axe-core on the page as it is and records (softly, so one run lists every page's
 * problems) that it finds nothing, each violation written as rule, impact, help and the
 * elements it names.
 */
export async function expectAccessible(page: Page, what: string) {
  await settled(page);
  const { violations } = await new AxeBuilder({ page })
    .options({
      rules: Object.fromEntries(LIGHTHOUSE_EXTRA_RULES.map((id) => [id, { enabled: true }])),
    })
    .withTags(WCAG_TAGS)
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} at ${node.target.join(' ')}\n    ${node.failureSummary?.replaceAll('\n', '\n    ') ?? ''}`,
    ),
  );
  expect.soft(found, `axe-core violations on ${what}`).toEqual([]);
}
