import { describe, expect, it } from 'vitest';
import { countOf } from '../../src/shared/plural';

describe('countOf', () => {
  it('uses the singular for exactly one and the plural otherwise', () => {
    expect(countOf(1, 'approval')).toBe('1 approval');
    expect(countOf(0, 'approval')).toBe('0 approvals');
    expect(countOf(2, 'rejection')).toBe('2 rejections');
  });
  it('takes an irregular plural', () => {
    expect(countOf(3, 'reply', 'replies')).toBe('3 replies');
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
  });
});
