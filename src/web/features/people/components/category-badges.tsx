import type { Person } from '@shared/schemas/people';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';

/** The category name badge, and a 'Demo' badge for people of the fictional demo data set. */
export function CategoryBadges({
  person,
  className,
}: {
  person: Pick<Person, 'category' | 'isDemo'>;
  className?: string;
}) {
  if (!person.category && !person.isDemo) return null;
  return (
    <div className={cn('flex flex-wrap items-center gap-1.5', className)}>
      {person.category && <Badge variant="secondary">{person.category.name}</Badge>}
      {person.isDemo && (
        <Badge
          variant="outline"
          className="text-muted-foreground"
          title="Fictional person from the demo data set"
        >
          Demo
        </Badge>
      )}
    </div>
  );
}
