import { z } from 'zod';
import { identityAnchorSchema } from './anchors';
import { personSchema } from './people';

/** One person as their page reads them: with the official sites that anchor their accounts. */
export const personDetailSchema = personSchema.extend({
  anchors: z
    .array(identityAnchorSchema)
    .describe('Official sites known to be the person’s own, set by administrators with a reason'),
});
export type PersonDetail = z.infer<typeof personDetailSchema>;
