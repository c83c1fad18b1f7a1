import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants';

/** The one error shape of every non-2xx answer. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The error answers a route may give, by status: `response: { 200: …, ...errorResponses(400, 404) }`. */
export function errorResponses<const Status extends number>(...statuses: Status[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    Status,
    typeof errorResponseSchema
  >;
}

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

function wholeNumber(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

/**
 * Reads a whole number from a query string or path: a blank or missing value becomes
 * the fallback; anything that is not written as a whole number becomes NaN, which the
 * number schema then refuses with the rule's message instead of silently correcting it.
 */
function readWholeNumber(fallback?: number) {
  return (value: unknown) => {
    const present = blankToUndefined(value);
    if (present === undefined) return fallback;
    if (typeof present !== 'string') return present;
    return /^-?\d+$/.test(present.trim()) ? Number(present) : Number.NaN;
  };
}

/** An optional whole number from a query string, refused with the message when out of range. */
export function queryInt(min: number, max: number, message: string) {
  return z.preprocess(readWholeNumber(), wholeNumber(min, max, message).optional());
}

/** A whole number from a query string that takes the fallback when blank or missing. */
export function queryIntWithDefault(min: number, max: number, message: string, fallback: number) {
  // The default is declared (not only applied in preprocessing) so that documents generated
  // from the schema show the parameter as optional with its default.
  return z.preprocess(readWholeNumber(fallback), wholeNumber(min, max, message)).default(fallback);
}

/** The `page` and `limit` query parameters of a paged list. */
export function pagingQuery(defaultLimit: number, maxLimit = 50) {
  return {
    page: queryIntWithDefault(1, 1_000_000, 'page must be a positive whole number', 1).describe(
      'Page number, from 1',
    ),
    limit: queryIntWithDefault(
      1,
      maxLimit,
      `limit must be a whole number from 1 to ${maxLimit}`,
      defaultLimit,
    ).describe(`Items per page, 1 to ${maxLimit}`),
  };
}

/** A whole number that must be present (path ids). */
export function requiredInt(min: number, max: number, message: string) {
  return z.preprocess(readWholeNumber(), wholeNumber(min, max, message));
}

/** A query-string text, trimmed, where an empty value means absent. */
export function queryText(maxLength: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z.string({ error: message }).max(maxLength, { error: message }).optional(),
  );
}

export const idParamSchema = z.object({
  id: requiredInt(1, MAX_SERIAL_ID, 'id must be a positive whole number'),
});

export const isoDate = z.string().describe('ISO 8601 date and time');

export const messageSchema = z.object({ message: z.string() });
