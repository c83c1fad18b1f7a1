import { Filter, X } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** 'Showing comments about: {name}' with a way back to every comment. */
export function FilterBanner({ name, onClear }: { name: string; onClear: () => void }) {
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-lg border border-primary/30 bg-accent/60 px-4 py-2.5 text-sm"
    >
      <Filter className="size-4 shrink-0 text-primary" aria-hidden="true" />
      <p className="min-w-0 flex-1">
        Showing comments about: <span className="font-semibold break-words">{name}</span>
      </p>
      <Button variant="ghost" size="sm" onClick={onClear} className="shrink-0">
        <X className="size-4" aria-hidden="true" />
        Clear filter
      </Button>
    </div>
  );
}
