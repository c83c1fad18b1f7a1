import { afterEach, vi } from 'vitest';

// A console.error during a test is a bug being swallowed: fail the test that caused it.
const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const logged = errors.splice(0);
  if (logged.length > 0)
    throw new Error(`console.error was called: ${logged.map((args) => args.join(' ')).join('\n')}`);
});
