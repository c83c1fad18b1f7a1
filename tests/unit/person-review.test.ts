import { describe, expect, it } from 'vitest';
import { personReviewStatus } from '../../src/shared/person-review';

const accounts = (...statuses: ('pending' | 'verified' | 'rejected')[]) =>
  statuses.map((status) => ({ status }));

describe('personReviewStatus', () => {
  it('is pending while any account awaits votes', () => {
    expect(personReviewStatus(accounts('verified', 'pending'))).toBe('pending');
    expect(personReviewStatus(accounts('rejected', 'pending'))).toBe('pending');
  });
  it('is verified with a verified account and none awaiting, rejected ones aside', () => {
    expect(personReviewStatus(accounts('verified', 'verified'))).toBe('verified');
    expect(personReviewStatus(accounts('verified', 'rejected'))).toBe('verified');
  });
  it('is neither without accounts or with only rejected ones', () => {
    expect(personReviewStatus([])).toBeNull();
    expect(personReviewStatus(accounts('rejected'))).toBeNull();
  });
});
