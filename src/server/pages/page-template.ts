import { readFileSync } from 'node:fs';
import { PAGE_DATA_ELEMENT_ID } from '@shared/constants';
import { type PageHead, renderHeadTags, scriptJson } from './head-tags';

/** The block of the web app's index.html that the server replaces with each page's head tags. */
const HEAD_BLOCK = /<!-- page-head -->[\s\S]*?<!-- \/page-head -->/;
/** The element the web app renders into, empty in index.html. */
const ROOT_OPENING = '<div id="root">';
const ROOT_CLOSING = '</div>';
const ROOT_ELEMENT = ROOT_OPENING + ROOT_CLOSING;

/** index.html cut around its page-head block and inside its root element. */
export interface PageTemplate {
  beforeHead: string;
  /** From the end of the head block to the root element's opening tag, included. */
  beforeRoot: string;
  /** After the root element's closing tag. */
  afterRoot: string;
}

/** Reads the built index.html; one without the page-head block or the root (an old build) stops the start. */
export function loadPageTemplate(indexFile: string): PageTemplate {
  const html = readFileSync(indexFile, 'utf8');
  const block = HEAD_BLOCK.exec(html);
  const root = html.indexOf(ROOT_ELEMENT);
  if (!block || root < block.index) {
    throw new Error(
      `${indexFile} has no <!-- page-head --> … <!-- /page-head --> block followed by ${ROOT_ELEMENT}: rebuild the web app (npm run build)`,
    );
  }
  return {
    beforeHead: html.slice(0, block.index),
    beforeRoot: html.slice(block.index + block[0].length, root + ROOT_OPENING.length),
    afterRoot: html.slice(root + ROOT_ELEMENT.length),
  };
}

/** The web app's page with this head and an empty root, for the browser to render (joined, never passed through a replace pattern). */
export function shellPage(template: PageTemplate, head: PageHead): string {
  return (
    template.beforeHead +
    renderHeadTags(head) +
    template.beforeRoot +
    ROOT_CLOSING +
    template.afterRoot
  );
}

/**
 * A page rendered by the server: the head, the rendered HTML in the root, then the data it
 * was rendered from, once, as JSON the browser reads before its scripts hydrate the page.
 */
export async function* renderedPage(
  template: PageTemplate,
  head: PageHead,
  html: AsyncIterable<string | Buffer>,
  data: unknown,
): AsyncGenerator<string | Buffer> {
  yield template.beforeHead + renderHeadTags(head) + template.beforeRoot;
  yield* html;
  yield `${ROOT_CLOSING}<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>${template.afterRoot}`;
}
