import { ChevronLeftIcon, ChevronRightIcon } from '@web/components/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isValidPageChange, pageCount, pageRange, paginationWindow } from '@shared/pagination';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';

/**
 * Where a page number leads: an address (a link, which works before the page's scripts
 * have run and without them: on pages the server renders) or a callback (pages rendered in the
 * browser, whose paging is not in the address).
 */
type PageTarget =
  | {
      pageHref: (page: number) => string;
      /** The page stays where it is scrolled to (the list is not at the top of the page). */
      preventScrollReset?: boolean;
      onPageChange?: never;
    }
  | { onPageChange: (page: number) => void; pageHref?: never; preventScrollReset?: never };

type PaginationProps = PageTarget & {
  page: number;
  total: number;
  /** The total is the server's estimate of a very large result: shown as "about". */
  totalIsEstimate?: boolean;
  limit: number;
  className?: string;
};

type PageControlProps = Pick<ButtonProps, 'variant' | 'size' | 'aria-label' | 'aria-current'> & {
  target: number;
  /** Not offered (the first page has no previous one): a disabled button. */
  disabled?: boolean;
  go: PageTarget;
  children: ReactNode;
};

function PageControl({ target, disabled, go, children, ...look }: PageControlProps) {
  const href = disabled ? undefined : go.pageHref?.(target);
  return (
    <Button
      {...look}
      disabled={disabled}
      asChild={href !== undefined}
      onClick={disabled || href !== undefined ? undefined : () => go.onPageChange?.(target)}
    >
      {href === undefined ? (
        children
      ) : (
        <Link to={href} preventScrollReset={go.preventScrollReset}>
          {children}
        </Link>
      )}
    </Button>
  );
}

/**
 * Paging under a list. Small screens: Previous, 'Page X of Y', Next. Wider screens:
 * 'Showing N to M of T results', arrows and numbered pages with ellipses.
 * With callbacks, invalid changes (out of range, not whole, the current page) are ignored.
 */
export function Pagination({
  page,
  total,
  totalIsEstimate = false,
  limit,
  className,
  ...target
}: PaginationProps) {
  const totalPages = pageCount(total, limit);
  const { from, to } = pageRange(page, limit, total);
  const go: PageTarget = target.pageHref
    ? target
    : {
        onPageChange: (next) => {
          if (isValidPageChange(next, page, totalPages)) target.onPageChange(next);
        },
      };
  const isFirst = page <= 1;
  const isLast = page >= totalPages;

  return (
    <nav aria-label="Pagination" className={cn('border-t pt-4', className)}>
      <div
        className="flex items-center justify-between gap-2 sm:hidden"
        data-testid="pagination-mobile"
      >
        <PageControl variant="outline" size="sm" disabled={isFirst} target={page - 1} go={go}>
          Previous
        </PageControl>
        <span className="text-sm text-muted-foreground">
          Page {page} of {totalPages}
        </span>
        <PageControl variant="outline" size="sm" disabled={isLast} target={page + 1} go={go}>
          Next
        </PageControl>
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
          <PageControl
            variant="outline"
            size="icon-sm"
            disabled={isFirst}
            target={page - 1}
            go={go}
            aria-label="Previous page"
          >
            <ChevronLeftIcon className="size-4" />
          </PageControl>
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
              <PageControl
                key={item}
                variant={item === page ? 'default' : 'outline'}
                size="icon-sm"
                target={item}
                go={go}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </PageControl>
            ),
          )}
          <PageControl
            variant="outline"
            size="icon-sm"
            disabled={isLast}
            target={page + 1}
            go={go}
            aria-label="Next page"
          >
            <ChevronRightIcon className="size-4" />
          </PageControl>
        </div>
      </div>
    </nav>
  );
}
