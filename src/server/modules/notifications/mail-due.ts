import { AsyncLocalStorage } from 'node:async_hooks';

/** Whether the work it watched made notifications, which may be due for a mail at once. */
export interface MailDueMark {
  readonly made: boolean;
}

const marks = new AsyncLocalStorage<{ made: boolean }>();

/**
 * Runs `next` (and everything it starts) watching whether it makes notifications, so that
 * only a request that did looks for mail to send after its answer.
 */
export function watchForNotifications(next: () => void): MailDueMark {
  const mark = { made: false };
  marks.run(mark, next);
  return mark;
}

/** Notes, for the watching request if there is one, that notifications were made. */
export function noteNotificationsMade(): void {
  const mark = marks.getStore();
  if (mark) mark.made = true;
}
