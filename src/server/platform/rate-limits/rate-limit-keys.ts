/**
 * Names a signed-in user's rate-limit counters: with the username beside the id it is unique
 * even across databases sharing one Redis.
 */
export function userCounterKey(user: { id: number; username: string }): string {
  return `user-${user.id}-${user.username}`;
}
