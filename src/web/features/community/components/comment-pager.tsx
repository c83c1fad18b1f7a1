import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageCount } from '@shared/pagination';
import { Button } from '@web/components/ui/button';

/** Previous / Next around 'Page X of Y' (the feed's paging, on every screen size). */
export function CommentPager({
  page,
  total,
  totalIsEstimate = false,
  limit,
  onPageChange,
}: {
  page: number;
  total: number;
  /** The total is the server's estimate (a long feed): the page count is said to be about. */
  totalIsEstimate?: boolean;
  limit: number;
  onPageChange: (page: number) => void;
}) {
  const pages = pageCount(total, limit);
  return (
    <nav aria-label="Comment pages" className="flex items-center justify-between gap-2 pt-2">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(Math.min(page - 1, pages))}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {totalIsEstimate && 'about '}
        {pages.toLocaleString('en')}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
