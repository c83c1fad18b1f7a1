import { Collapsible } from 'radix-ui';
import { useState } from 'react';
import { ChevronDownIcon, FileTextIcon } from './icons';

/** The evidence given for an account, folded away until asked for. */
export function EvidenceView({ evidence }: { evidence: string | null }) {
  const [open, setOpen] = useState(false);
  const text = evidence?.trim();
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen}>
      <Collapsible.Trigger className="group inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground">
        <FileTextIcon className="size-4" />
        Evidence
        <ChevronDownIcon
          className="size-4 transition-transform group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="mt-2 rounded-md bg-muted/70 px-3 py-2 text-sm">
        {text ? (
          <p className="break-words whitespace-pre-wrap">{text}</p>
        ) : (
          <p className="text-muted-foreground italic">No evidence provided</p>
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
