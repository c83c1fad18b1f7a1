import { DrizzleQueryError } from 'drizzle-orm/errors';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type LoggerOptions, stdSerializers } from 'pino';

const REDACTED = '[redacted]';

/**
 * Secrets that can stand in a message, a stack or an address: password hashes, the tokens
 * of e-mail links (in their paths), bearer tokens and API keys.
 */
const SECRET_PATTERNS: [RegExp, string][] = [
  [/\$argon2(?:id|i|d)\$[^\s'"\]]+/g, REDACTED],
  [/(\/(?:verify-email|reset-password)\/)[^\s/?#,'"\]]+/g, `$1${REDACTED}`],
  [/(\bBearer\s+)[^\s,'"\]]+/gi, `$1${REDACTED}`],
  [/(\bvv_[A-Za-z0-9_-]{6})[A-Za-z0-9_-]{20,}/g, `$1…`],
];

/** The text with every secret it holds replaced. */
export function redactSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((redacted, [pattern, by]) => redacted.replace(pattern, by), text);
}

/** Fields of a database error that carry the values a statement wrote. */
const VALUE_FIELDS = new Set(['params', 'parameters', 'queryOptions']);

/** The stack's frames, without its first line (the message, which can hold values). */
const framesOf = (error: Error) =>
  error.stack?.split('\n').filter((line) => /^\s+at /.test(line)) ?? [];

/**
 * The error and the errors it wraps as they may be shown: a failed statement keeps its SQL
 * (whose values travel apart, as parameters) but never the parameters, which hold whatever
 * was written (password hashes, token digests); a database's detail names the key that
 * clashed but not its value.
 */
function showable(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const message =
    error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message;
  const cause = error.cause === undefined ? undefined : { cause: showable(error.cause) };
  const shown = new Error(message, cause) as Error & Record<string, unknown>;
  for (const [field, value] of Object.entries(error)) {
    if (!VALUE_FIELDS.has(field) && field !== 'cause') shown[field] = value;
  }
  if (typeof shown.detail === 'string') shown.detail = shown.detail.replace(/=\(.*\)/, '=(…)');
  shown.name = error instanceof DrizzleQueryError ? 'DrizzleQueryError' : error.name;
  shown.stack = [`${shown.name}: ${message}`, ...framesOf(error)].join('\n');
  return shown;
}

/** Errors as logged: parameters of failed statements left out, secrets in their text replaced. */
export function serializeError(error: Error): ReturnType<typeof stdSerializers.err> {
  const serialized = stdSerializers.errWithCause(showable(error) as Error);
  return JSON.parse(redactSecrets(JSON.stringify(serialized))) as ReturnType<
    typeof stdSerializers.err
  >;
}

/** What an operator command prints for a failure: the messages of the error and its causes. */
export function describeError(error: unknown): string {
  const messages: string[] = [];
  for (let current = showable(error); current; current = (current as Error).cause) {
    messages.push(current instanceof Error ? current.message : String(current));
    if (!(current instanceof Error)) break;
  }
  return redactSecrets(messages.join('\n  caused by: '));
}

/**
 * The innermost of an error's causes, as a line: what a log says of the database being
 * away ("connect ECONNREFUSED 10.0.0.5:5432"), without the statement that happened to meet
 * it first.
 */
export function rootCauseOf(error: unknown): string {
  let root = error;
  while (root instanceof Error) {
    // A failed connect to a name with several addresses says each attempt in `errors`.
    const next = root.cause ?? (root instanceof AggregateError ? root.errors[0] : undefined);
    if (next === undefined) break;
    root = next;
  }
  return redactSecrets(root instanceof Error ? root.message : String(root));
}

/**
 * The server's logger: requests logged without the tokens their addresses can hold, errors
 * through serializeError, and fields named like secrets never written.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      err: serializeError,
    },
    redact: {
      paths: [
        'password',
        'passwordHash',
        'token',
        'apiKey',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.apiKey',
        'headers.authorization',
        'headers.cookie',
        'headers["x-api-key"]',
      ],
      censor: REDACTED,
    },
  };
}

/**
 * Request logging (LOG_REQUESTS=on) as one line a request, written when its response is
 * sent: what was asked, the status and how long it took. Fastify's own writes a line as the
 * request arrives and another as its response is sent.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const answered = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...answered, err: error }, 'request errored');
    else reply.log.info(answered, 'request completed');
  }
}
