import { ChevronLeftIcon, ChevronRightIcon } from '@web/components/icons';
import { isValidPageChange, pageCount, pageRange, paginationWindow } from '@shared/pagination';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

interface PaginationProps {
  page: number;
  total: number;
  /** The total is the server's estimate of a very large result: shown as "about". */
  totalIsEstimate?: boolean;
  limit: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/**
 * Paging under a list. Small screens: Previous, 'Page X of Y', Next. Wider screens:
 * 'Showing N to M of T results', arrows and numbered pages with ellipses.
 * Invalid changes (out of range, not whole, the current page) are ignored.
 */
export function Pagination({
  page,
  total,
  totalIsEstimate = false,
  limit,
  onPageChange,
  className,
}: PaginationProps) {
  const totalPages = pageCount(total, limit);
  const { from, to } = pageRange(page, limit, total);
  const go = (target: number) => {
    if (isValidPageChange(target, page, totalPages)) onPageChange(target);
  };
  const isFirst = page <= 1;
  const isLast = page >= totalPages;

  return (
    <nav aria-label="Pagination" className={cn('border-t pt-4', className)}>
      <div
        className="flex items-center justify-between gap-2 sm:hidden"
        data-testid="pagination-mobile"
      >
        <Button variant="outline" size="sm" disabled={isFirst} onClick={() => go(page - 1)}>
          Previous
        </Button>
        <span className="text-sm text-muted-foreground">
          Page {page} of {totalPages}
        </span>
        <Button variant="outline" size="sm" disabled={isLast} onClick={() => go(page + 1)}>
          Next
        </Button>
      </div>

      <div
        className="hidden items-center justify-between gap-4 sm:flex"
        data-testid="pagination-desktop"
      >
        <p className="text-sm text-muted-foreground">
          Showing <span className="font-medium text-foreground">{from}</span> to{' '}
          <span className="font-medium text-foreground">{to}</span> of {totalIsEstimate && 'about '}
          <span className="font-medium text-foreground">{total.toLocaleString('en-US')}</span>{' '}
          results
        </p>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon-sm"
            disabled={isFirst}
            onClick={() => go(page - 1)}
            aria-label="Previous page"
          >
            <ChevronLeftIcon className="size-4" />
          </Button>
          {paginationWindow(page, totalPages).map((item, index) =>
            item === 'ellipsis' ? (
              <span
                key={`ellipsis-${index}`}
                className="px-2 text-sm text-muted-foreground"
                aria-hidden="true"
              >
                …
              </span>
            ) : (
              <Button
                key={item}
                variant={item === page ? 'default' : 'outline'}
                size="icon-sm"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </Button>
            ),
          )}
          <Button
            variant="outline"
            size="icon-sm"
            disabled={isLast}
            onClick={() => go(page + 1)}
            aria-label="Next page"
          >
            <ChevronRightIcon className="size-4" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
