import { describe, expect, it } from 'vitest';
import {
  isValidPageChange,
  pageCount,
  pageRange,
  paginationWindow,
} from '../../src/shared/pagination';

describe('pageCount', () => {
  it('is ceil(total / limit) and at least 1', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(95, 10)).toBe(10);
  });
});

describe('paginationWindow', () => {
  it('shows every page when there are few', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
  });
  it('keeps first and last and the current page with one neighbour, with ellipses between', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationWindow(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(paginationWindow(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
  });
});

describe('isValidPageChange', () => {
  it('accepts only a positive integer within range other than the current page', () => {
    expect(isValidPageChange(2, 1, 3)).toBe(true);
    expect(isValidPageChange(0, 1, 3)).toBe(false);
    expect(isValidPageChange(4, 1, 3)).toBe(false);
    expect(isValidPageChange(1, 1, 3)).toBe(false);
    expect(isValidPageChange(1.5, 1, 3)).toBe(false);
    expect(isValidPageChange(Number.NaN, 1, 3)).toBe(false);
  });
});

describe('pageRange', () => {
  it('gives the first and last result number of a page', () => {
    expect(pageRange(1, 10, 25)).toEqual({ from: 1, to: 10 });
    expect(pageRange(3, 10, 25)).toEqual({ from: 21, to: 25 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
