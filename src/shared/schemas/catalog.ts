import { z } from 'zod';

export const categorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof categorySchema>;

export const platformSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  color: z.string(),
});
export type Platform = z.infer<typeof platformSchema>;
