import type { Database } from '../../../src/server/platform/database/client';
import { ratings, reviews, votes } from '../../../src/server/model/schema';
import type { Member } from './members';
import type { Answer, RequestOptions } from './server-process';

/** Sends a request to one server or through the proxy. */
export type Requester = (address: string, options?: RequestOptions) => Promise<Answer>;

/** One user's write on one account, sent over HTTP. */
export type Write =
  | { kind: 'vote'; member: Member; accountId: number; isApproval: boolean }
  | { kind: 'rating'; member: Member; accountId: number; rating: number }
  | { kind: 'review'; member: Member; accountId: number; text: string };

export function sendWrite(request: Requester, write: Write, timeoutMs?: number): Promise<Answer> {
  const token = write.member.token;
  switch (write.kind) {
    case 'vote':
      return request('/api/votes', {
        method: 'POST',
        token,
        timeoutMs,
        body: { socialAccountId: write.accountId, isApproval: write.isApproval },
      });
    case 'rating':
      return request(`/api/social-accounts/${write.accountId}/rate`, {
        method: 'POST',
        token,
        timeoutMs,
        body: { rating: write.rating },
      });
    case 'review':
      return request(`/api/social-accounts/${write.accountId}/reviews`, {
        method: 'POST',
        token,
        timeoutMs,
        body: { reviewText: write.text },
      });
  }
}

const key = (accountId: number | null, userId: number) => `${accountId}:${userId}`;

/** What each write would leave in its table, keyed by account and user. */
function expectedValue(write: Write): string {
  if (write.kind === 'vote') return String(write.isApproval);
  if (write.kind === 'rating') return String(write.rating);
  return write.text;
}

/** The writes of `writes` whose row is not in the database as they sent it. */
export async function writesNotStored(db: Database, writes: Write[]): Promise<Write[]> {
  const stored = {
    vote: new Map(
      (await db.select().from(votes)).map((row) => [
        key(row.socialAccountId, row.userId),
        String(row.isApproval),
      ]),
    ),
    rating: new Map(
      (await db.select().from(ratings)).map((row) => [
        key(row.socialAccountId, row.userId),
        String(row.rating),
      ]),
    ),
    review: new Map(
      (await db.select().from(reviews)).map((row) => [
        key(row.socialAccountId, row.userId),
        row.reviewText,
      ]),
    ),
  };
  return writes.filter(
    (write) =>
      stored[write.kind].get(key(write.accountId, write.member.id)) !== expectedValue(write),
  );
}
