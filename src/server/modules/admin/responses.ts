import { errorResponseSchema } from '../../../shared/schemas/common';

/** The error answers every admin route may give: bad input, no session, not an admin, unknown target, a clash. */
export const adminErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
