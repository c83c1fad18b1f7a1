import { SITE_VISIT_HEADER, SITE_VISIT_META } from '@shared/site-visit';
import { readStoredUserRaw, readToken } from '@web/lib/session-storage';
import { handleUnauthorized } from './session-guard';

/** A non-OK answer: its status and the error text chosen by the specification's rule. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  /** The parsed JSON body of the answer, when it had one (a 409's existing record, say). */
  readonly data?: unknown;

  constructor(status: number, message: string, errors?: Record<string, string[]>, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.data = data;
  }
}

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/** Appends only non-empty parameters (no undefined, null or blank values). */
export function buildUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') params.append(key, text);
  }
  const search = params.toString();
  return search ? `${path}${path.includes('?') ? '&' : '?'}${search}` : path;
}

/**
 * The error text of a non-OK answer: the message field when the body is JSON with one,
 * otherwise the JSON text, otherwise the body, otherwise the status text.
 */
export function errorText(
  body: string,
  statusText: string,
  status: number,
): { message: string; errors?: Record<string, string[]> } {
  const trimmed = body.trim();
  if (trimmed) {
    try {
      const json: unknown = JSON.parse(trimmed);
      if (
        json &&
        typeof json === 'object' &&
        typeof (json as { message?: unknown }).message === 'string'
      ) {
        const { message, errors } = json as { message: string; errors?: Record<string, string[]> };
        return { message, errors };
      }
      return { message: trimmed };
    } catch {
      return { message: trimmed };
    }
  }
  return { message: statusText || `Request failed with status ${status}` };
}

function parseJson(body: string): unknown {
  try {
    return body.trim() ? (JSON.parse(body) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** How requests reach the API: the browser's fetch, or the server's own while it renders a page. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/** Sends every request of this client through `fetcher` (entry-server.tsx: the server asks itself). */
export function setApiFetch(fetcher: ApiFetch): void {
  apiFetch = fetcher;
}

/** The visit token the server wrote into this page: its reads count as the site's, not the API's. */
const siteVisit =
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>(`meta[name="${SITE_VISIT_META}"]`)?.content;

interface RequestOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

async function request<T>(
  method: string,
  path: string,
  { query, body, signal }: RequestOptions = {},
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  if (siteVisit) headers.set(SITE_VISIT_HEADER, siteVisit);
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (method === 'GET') {
    headers.set('Cache-Control', 'no-cache');
    headers.set('Pragma', 'no-cache');
  }
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');

  const response = await apiFetch(buildUrl(path, query), {
    method,
    headers,
    credentials: 'include',
    signal,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });

  if (!response.ok) {
    // Only a request that carried a session (a token, or the cookie of a stored user) can
    // find it expired: a visitor's mistyped password is a failed login, not an expiry.
    if (response.status === 401 && (token || readStoredUserRaw())) handleUnauthorized();
    const body = await response.text();
    const { message, errors } = errorText(body, response.statusText, response.status);
    throw new ApiError(response.status, message, errors, parseJson(body));
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The one HTTP client of the web app. */
export const api = {
  get: <T>(path: string, query?: QueryParams, signal?: AbortSignal) =>
    request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, { body }),
  delete: <T>(path: string, query?: QueryParams) => request<T>('DELETE', path, { query }),
};
