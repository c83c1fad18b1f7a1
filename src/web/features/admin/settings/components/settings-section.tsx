import { ChevronDown, type LucideIcon } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { Card } from '@web/components/ui/card';

interface SettingsSectionProps {
  icon: LucideIcon;
  title: string;
  description: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A collapsible section of System Settings; its content is mounted only while open. */
export function SettingsSection({
  icon: Icon,
  title,
  description,
  defaultOpen = false,
  children,
}: SettingsSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} asChild>
      <Card>
        <Collapsible.Trigger className="flex w-full items-center gap-3 rounded-xl p-5 text-left transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <span className="flex min-w-0 flex-1 flex-col">
            <span className="text-lg leading-tight font-semibold tracking-tight">{title}</span>
            <span className="text-sm text-muted-foreground">{description}</span>
          </span>
          <ChevronDown
            className={`size-5 shrink-0 text-muted-foreground transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
        </Collapsible.Trigger>
        <Collapsible.Content className="flex flex-col gap-6 border-t p-5">
          {children}
        </Collapsible.Content>
      </Card>
    </Collapsible.Root>
  );
}

/** A titled part inside a section. */
export function SettingsBlock({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3">
      <div>
        <h3 className="font-semibold">{title}</h3>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {children}
    </section>
  );
}
