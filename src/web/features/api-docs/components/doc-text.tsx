import { InlineCode } from './inline-code';

/**
 * A description from the OpenAPI document, where `backticks` mark code: the one bit of
 * Markdown the server's descriptions use. Rendered as React text, never as HTML.
 */
export function DocText({ text }: { text: string | undefined }) {
  if (!text) return null;
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <InlineCode key={index}>{part}</InlineCode> : part));
}
