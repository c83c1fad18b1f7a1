import { z } from 'zod';
import { MAX_SERIAL_ID } from '../constants';

/** The one error shape of every non-2xx answer. */
export const errorResponseSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/**
 * A whole number read from a query string. Anything else (letters, fractions, out of
 * range) is refused with the given message rather than silently corrected.
 */
export function queryInt(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => {
      const present = blankToUndefined(value);
      if (typeof present !== 'string') return present;
      return /^-?\d+$/.test(present.trim()) ? Number(present) : Number.NaN;
    },
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

/** A query-string text, trimmed, where an empty value means absent. */
export function queryText(maxLength: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? blankToUndefined(value.trim()) : value),
    z.string({ error: message }).max(maxLength, { error: message }).optional(),
  );
}

export const idParamSchema = z.object({
  id: queryInt(1, MAX_SERIAL_ID, 'id must be a positive whole number'),
});

export const isoDate = z.string().describe('ISO 8601 date and time');
