import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '../../src/shared/return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/add')).toBe('/add');
    expect(safeReturnPath('/people/jane-doe?tab=1#accounts')).toBe(
      '/people/jane-doe?tab=1#accounts',
    );
    expect(safeReturnPath('/people/zo%C3%AB-salda%C3%B1a')).toBe('/people/zo%C3%AB-salda%C3%B1a');
  });

  it('refuses anything a browser would take to another site', () => {
    for (const target of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https:evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      'evil.example',
      ' /add',
    ]) {
      expect(safeReturnPath(target), target).toBeNull();
    }
  });

  it('keeps encoded slashes as a path of this site', () => {
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeReturnPath('/%5Cevil.example')).toBe('/%5Cevil.example');
  });

  it('refuses the sign-in page itself and nothing at all', () => {
    expect(safeReturnPath('/auth?tab=login')).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
