import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../database/errors';
import { DatabaseOutageLog } from '../database/outage-log';
import { HttpError } from './http-errors';

type FieldErrors = Record<string, string[]>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Logs work that failed off a request (after a response, a scheduled job): `<what>
     * failed`, on `log` when given; a failure for want of the database goes to the outage
     * log instead, which says it once for the whole outage.
     */
    logFailure: (what: string, error: unknown, log?: FastifyBaseLogger) => void;
  }
}

/** The response to anything unexpected: nothing of the failure is told to the client. */
export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again.';
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is unavailable right now. Please try again in a moment.';
/** When to try again after a 503 (the database or the picture storage away): about as long as a restart takes. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * The response to input that breaks its schema: the first problem as the message, and every
 * problem by field.
 */
export function validationErrorBody(issues: { instancePath: string; message?: string }[]): {
  message: string;
  errors: FieldErrors;
} {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'request';
    (errors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return { message: issues[0]?.message ?? 'Invalid request', errors };
}

/**
 * One error shape for every failure: `{ message, errors? }`. Bad input is a 4xx with the
 * rule's own message; anything unexpected is logged and gets a response without internals.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    // Read when a request fails, by which time the database is registered.
    const outages = new DatabaseOutageLog(() => app.db.execute(sql`select 1`), app.log);
    app.addHook('onClose', async () => outages.close());
    app.decorate('logFailure', (what: string, error: unknown, log: FastifyBaseLogger = app.log) => {
      if (isDatabaseUnavailable(error)) outages.failed(error);
      else log.error({ err: error }, `${what} failed`);
    });
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        // A service the app needs is away (the picture storage): say when to try again.
        if (error.statusCode === 503) reply.header('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS);
        return reply.status(error.statusCode).send({
          message: error.message,
          ...(error.errors && { errors: error.errors }),
          ...error.extra,
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(400).send(validationErrorBody(error.validation));
      }
      if (isResponseSerializationError(error)) {
        request.log.error(
          { err: error, issues: error.cause.issues },
          'response did not match its schema',
        );
        return reply.status(500).send({ message: SERVER_FAULT_MESSAGE });
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        return reply.status(status).send({ message: clientErrorMessage(error) });
      }
      if (isDatabaseUnavailable(error)) {
        outages.failed(error);
        return reply
          .status(503)
          .header('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS)
          .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: SERVER_FAULT_MESSAGE });
    });
  },
  { name: 'errors' },
);

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type; send JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty; send a JSON object';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    default:
      return error.message;
  }
}
