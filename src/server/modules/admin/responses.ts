import { errorResponses } from '@shared/schemas/common';

/**
 * The error responses every admin route may give: bad input, no session, not an admin,
 * unknown target, a clash.
 */
export const adminErrors = errorResponses(400, 401, 403, 404, 409);
