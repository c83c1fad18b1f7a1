/** A failure in one line or a few: the message (cut short, without long parameter lists) and its cause. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const message = error.message.replace(/\nparams: [\s\S]*$/, '').slice(0, 1500);
  const cause = error.cause instanceof Error ? `\ncaused by: ${error.cause.message}` : '';
  return `${message}${cause}`;
}
