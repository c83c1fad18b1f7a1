import { z } from 'zod';

export const STANDINGS = ['new', 'member', 'trusted'] as const;
export type Standing = (typeof STANDINGS)[number];

export const REQUIREMENT_NAMES = [
  'email_verified',
  'account_age_days',
  'contributions',
  'contribution_days',
  'validated_record',
  'vote_agreement',
] as const;
export type RequirementName = (typeof REQUIREMENT_NAMES)[number];

export const requirementSchema = z.object({
  name: z.enum(REQUIREMENT_NAMES),
  current: z.number().int(),
  target: z.number().int(),
  met: z.boolean(),
});
export type Requirement = z.infer<typeof requirementSchema>;

/** `GET /api/user/standing`: whether the user's votes count, and how far they are on each rule. */
export const userStandingSchema = z.object({
  standing: z.enum(STANDINGS),
  votesCount: z.boolean(),
  requirements: z.array(requirementSchema),
});
export type UserStanding = z.infer<typeof userStandingSchema>;

/** An admin grants `trusted`, or returns the user to the automatic rules with `auto`. */
export const standingInputSchema = z.object({
  standing: z.enum(['trusted', 'auto'], { error: 'Standing must be trusted or auto' }),
});
export type StandingInput = z.infer<typeof standingInputSchema>;

export const standingResultSchema = z.object({
  message: z.string(),
  userId: z.number().int(),
  standing: userStandingSchema,
});
export type StandingResult = z.infer<typeof standingResultSchema>;
