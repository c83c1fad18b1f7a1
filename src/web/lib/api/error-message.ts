import { ApiError } from './client';

/** The text to show for a failed call: the server's message when it answered, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message.trim() ? error.message : fallback;
}

/** Every per-field message of a failed call, one per line (or undefined when there are none). */
export function joinedFieldErrors(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.errors) return undefined;
  const lines = Object.values(error.errors).flat().filter(Boolean);
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/** The per-field messages of a failed call ({ field: [messages] }), if the server sent any. */
export function fieldErrors(error: unknown): Record<string, string[]> | undefined {
  return error instanceof ApiError ? error.errors : undefined;
}
