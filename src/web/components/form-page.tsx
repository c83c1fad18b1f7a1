import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/** A centred card for a page that is mostly one form: icon, title, lead text, then the form. */
export function FormPage({
  icon: Icon,
  title,
  description,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="flex justify-center sm:py-6">
      <Card className={cn('w-full max-w-md p-6 shadow-md sm:p-8', className)}>
        <span className="flex size-11 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
        {description && <div className="mt-2 text-sm text-muted-foreground">{description}</div>}
        <div className="mt-6">{children}</div>
      </Card>
    </div>
  );
}
