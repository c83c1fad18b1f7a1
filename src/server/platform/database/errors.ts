/** The error and every error it wraps: the query builder wraps the driver's error as `cause`. */
function* causes(error: unknown): Generator<object> {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    yield current;
    // A failed connect to a name with several addresses reports each attempt in `errors`.
    const attempts = (current as { errors?: unknown }).errors;
    if (Array.isArray(attempts)) for (const attempt of attempts) yield* causes(attempt);
  }
}

/** Whether a database error (possibly wrapped by the query builder) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  for (const current of causes(error)) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** Network failures on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is shutting down or not taking work: admin shutdown, crash
 * shutdown, cannot connect now (starting up), too many connections.
 */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** What the pool and the driver say when a connection is gone or cannot be had. */
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

/**
 * Whether an error means the database cannot be reached right now (stopped, restarting,
 * unreachable, or out of connections), rather than that the query itself was wrong.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causes(error)) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code)) return true;
      // Class 08: connection exceptions.
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((known) => known.test(message))) {
      return true;
    }
  }
  return false;
}
