export {
  createSession,
  findActiveSession,
  hashToken,
  noteOwnWrite,
  revokeSession,
  revokeUserSessions,
  SESSION_LIFETIME_MS,
  sessionReference,
  type SessionUser,
  userCanSignIn,
} from './service';
export { ownWriteFollowUp } from './follow-up';
