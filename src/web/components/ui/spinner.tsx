import { LoaderCircleIcon } from '@web/components/icons';
import { cn } from '@web/lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center py-16', className)}>
      <LoaderCircleIcon className="size-8 animate-spin text-primary" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
