import { describe, expect, it } from 'vitest';
import { excerpt } from '../../src/server/modules/notifications';

describe('excerpt (what a notification quotes of a reply or a report)', () => {
  it('keeps a short text whole, on one line', () => {
    expect(excerpt('Seen on their\n\nwebsite   too.')).toBe('Seen on their website too.');
  });

  it('keeps a text of exactly the length', () => {
    const text = 'a'.repeat(20);
    expect(excerpt(text, 20)).toBe(text);
  });

  it('cuts a long text after a whole word and marks the cut', () => {
    const text = 'The press office of the ministry confirmed this account in a statement today';
    expect(excerpt(text, 40)).toBe('The press office of the ministry…');
  });

  it('cuts inside a word that fills most of the length', () => {
    expect(excerpt(`Look ${'x'.repeat(60)}`, 20)).toBe(`Look ${'x'.repeat(14)}…`);
  });
});
