import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's script, as the page runs it. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

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

/** The pages that load axe-core with every document they open. */
const pagesWithAxe = new WeakSet<Page>();

/**
 * Puts axe-core in the page: now, and in every document it opens from now on, ready before
 * the page's own scripts. Injecting it at each check (as @axe-core/playwright does, with a
 * blank page of its own to finish each run in) cost this machine's Chromium about two
 * seconds a check.
 */
async function withAxe(page: Page) {
  if (pagesWithAxe.has(page)) return;
  pagesWithAxe.add(page);
  await page.addInitScript({ content: AXE_SOURCE });
  await page.evaluate(AXE_SOURCE);
}

/** What axe-core is asked: WCAG 2.0 and 2.1 A and AA, and Lighthouse's other rules. */
const RUN_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: Object.fromEntries(LIGHTHOUSE_EXTRA_RULES.map((id) => [id, { enabled: true }])),
};

/**
 * Runs axe-core on the page as it is and records (softly, so one run lists every page's
 * problems) that it finds nothing, each violation written as rule, impact, help and the
 * elements it names.
 */
export async function expectAccessible(page: Page, what: string) {
  await settled(page);
  await withAxe(page);
  const violations = await page.evaluate(
    async (options) =>
      (
        await (
          window as unknown as {
            axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
          }
        ).axe.run(document, options)
      ).violations,
    RUN_OPTIONS,
  );
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help} at ${node.target.join(' ')}\n    ${node.failureSummary?.replaceAll('\n', '\n    ') ?? ''}`,
    ),
  );
  expect.soft(found, `axe-core violations on ${what}`).toEqual([]);
}
