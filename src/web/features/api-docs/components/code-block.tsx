import { CopyButton } from '@web/components/copy-button';

/**
 * A titled code sample with a copy button. Long lines wrap inside the card (none is ever cut
 * off at its edge, on a phone either); a copy keeps them whole.
 */
export function CodeBlock({ title, code }: { title: string; code: string }) {
  return (
    <figure className="overflow-hidden rounded-lg border bg-card">
      <figcaption className="flex items-center justify-between gap-3 border-b bg-muted/60 py-1.5 pr-1.5 pl-4 text-sm font-medium">
        {title}
        <CopyButton text={code} what={title} />
      </figcaption>
      <pre className="p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap wrap-anywhere">
        <code>{code}</code>
      </pre>
    </figure>
  );
}
