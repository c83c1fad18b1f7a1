import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppOptions } from '../../src/server/app';
import { createTestApp, type TestContext } from './test-app';

const webIndexHtml = path.resolve(import.meta.dirname, '../../src/web/index.html');
const webEntryServer = path.resolve(import.meta.dirname, '../../src/web/entry-server.tsx');

/**
 * The application with its pages: the web app's own index.html (with the block the server
 * fills per page) stands in for a Vite build, so page tests need no build. With `rendered`,
 * the server renders its pages from the web app's sources (src/web/entry-server.tsx,
 * compiled by Vitest) where it would load the server build (dist/web-server).
 */
export async function createTestAppWithPages(
  env: Record<string, string> = {},
  /** Files of the build beside index.html, by path (e.g. `assets/app.js`). */
  assets: Record<string, string | Buffer> = {},
  {
    rendered = false,
    ...options
  }: Pick<AppOptions, 'scheduledJobs' | 'logger' | 'clock'> & {
    rendered?: boolean;
  } = {},
): Promise<TestContext> {
  const webDistDir = mkdtempSync(path.join(os.tmpdir(), 'directory-test-web-'));
  copyFileSync(webIndexHtml, path.join(webDistDir, 'index.html'));
  for (const [file, content] of Object.entries(assets)) {
    mkdirSync(path.dirname(path.join(webDistDir, file)), { recursive: true });
    writeFileSync(path.join(webDistDir, file), content);
  }
  const webServerDistDir = rendered
    ? mkdtempSync(path.join(os.tmpdir(), 'directory-test-web-server-'))
    : undefined;
  if (webServerDistDir) {
    writeFileSync(
      path.join(webServerDistDir, 'entry-server.js'),
      `export { renderPage } from ${JSON.stringify(webEntryServer)};\n`,
    );
  }
  const ctx = await createTestApp(env, { ...options, webDistDir, webServerDistDir });
  return {
    ...ctx,
    close: async () => {
      await ctx.close();
      rmSync(webDistDir, { recursive: true, force: true });
      if (webServerDistDir) rmSync(webServerDistDir, { recursive: true, force: true });
    },
  };
}
