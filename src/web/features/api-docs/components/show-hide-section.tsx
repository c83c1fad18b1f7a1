import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@web/components/ui/button';

/** A titled part of an endpoint card, folded away behind a Show / Hide toggle. */
export function ShowHideSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <section aria-labelledby={headingId} className="rounded-lg border">
        <div className="flex items-center justify-between gap-3 py-1.5 pr-1.5 pl-4">
          <h4 id={headingId} className="text-sm font-semibold">
            {title}
          </h4>
          <Collapsible.Trigger asChild>
            <Button variant="ghost" size="sm" className="group">
              {open ? 'Hide' : 'Show'}
              <ChevronDown
                className="size-4 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Button>
          </Collapsible.Trigger>
        </div>
        <Collapsible.Content className="flex flex-col gap-4 border-t p-4">
          {children}
        </Collapsible.Content>
      </section>
    </Collapsible.Root>
  );
}
