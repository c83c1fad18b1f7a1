import { readFileSync } from 'node:fs';
import { type PageHead, renderHeadTags } from './head-tags';

/** The block of the web app's index.html that the server replaces with each page's head tags. */
const HEAD_BLOCK = /<!-- page-head -->[\s\S]*?<!-- \/page-head -->/;

/** index.html cut around its page-head block. */
export interface PageTemplate {
  before: string;
  after: string;
}

/** Reads the built index.html; one without the page-head block (an old build) stops the start. */
export function loadPageTemplate(indexFile: string): PageTemplate {
  const html = readFileSync(indexFile, 'utf8');
  const block = HEAD_BLOCK.exec(html);
  if (!block) {
    throw new Error(
      `${indexFile} has no <!-- page-head --> … <!-- /page-head --> block: rebuild the web app (npm run build)`,
    );
  }
  return {
    before: html.slice(0, block.index),
    after: html.slice(block.index + block[0].length),
  };
}

/** The web app's page with this head (joined, never passed through a replace pattern). */
export function renderPage({ before, after }: PageTemplate, head: PageHead): string {
  return before + renderHeadTags(head) + after;
}
