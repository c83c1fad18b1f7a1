import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

/** One subject of the API overview: an icon, a title and a few sentences. */
export function OverviewSection({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    // min-w-0: the grid column keeps its share of the width, whatever the content's width.
    <Card className="min-w-0">
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="flex items-center gap-2.5">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm leading-relaxed text-foreground/90">
        {children}
      </CardContent>
    </Card>
  );
}
