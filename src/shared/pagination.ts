import { PAGINATION_NEIGHBOURS } from './constants';

export type PageItem = number | 'ellipsis';

/** Number of pages for a total: ceil(total / limit), at least 1. */
export function pageCount(total: number, limit: number): number {
  if (limit <= 0) return 1;
  return Math.max(1, Math.ceil(total / limit));
}

/**
 * The numbered buttons of the pagination bar: the first and last page always, the
 * current page with its neighbours, and an ellipsis wherever pages are skipped.
 */
export function paginationWindow(
  currentPage: number,
  totalPages: number,
  neighbours = PAGINATION_NEIGHBOURS,
): PageItem[] {
  const pages = new Set<number>([1, totalPages]);
  for (let page = currentPage - neighbours; page <= currentPage + neighbours; page++) {
    if (page >= 1 && page <= totalPages) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) items.push('ellipsis');
    items.push(page);
  });
  return items;
}

/** A page change is accepted only for a positive integer within range that differs from the current page. */
export function isValidPageChange(
  target: number,
  currentPage: number,
  totalPages: number,
): boolean {
  return Number.isInteger(target) && target >= 1 && target <= totalPages && target !== currentPage;
}

/** The 'Showing N to M of T results' range of a page. */
export function pageRange(
  page: number,
  limit: number,
  total: number,
): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  return { from: (page - 1) * limit + 1, to: Math.min(page * limit, total) };
}
