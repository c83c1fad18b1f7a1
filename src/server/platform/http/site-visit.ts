import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../secrets/secret-box';

const SEAL_CONTEXT = 'site-visit';
/** Longer than any token this server writes: a longer one is not read. */
const MAX_TOKEN_LENGTH = 80;

export interface SiteVisitTokens {
  /** A new visit's token, for the page the server is sending. */
  issue(): string;
  /** The visit a presented token names, or null unless this server (or one sharing its key) wrote it. */
  visitOf(token: unknown): string | null;
}

/**
 * Visit tokens for the site's own pages: a random id and its seal under the settings key, so
 * that only a token a page was given counts as one, on any instance that shares the key.
 */
export function siteVisitTokens(secretBox: SecretBox): SiteVisitTokens {
  const sealOf = (id: string) => Buffer.from(secretBox.digest(id, SEAL_CONTEXT));
  return {
    issue() {
      const id = randomBytes(12).toString('base64url');
      return `${id}.${sealOf(id).toString()}`;
    },
    visitOf(token) {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
      const [id, seal, ...rest] = token.split('.');
      if (!id || !seal || rest.length > 0) return null;
      const expected = sealOf(id);
      const given = Buffer.from(seal);
      return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
    },
  };
}
