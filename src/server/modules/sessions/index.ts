export {
  createSession,
  findActiveSession,
  hashToken,
  noteOwnWrite,
  revokeSession,
  revokeUserSessions,
  sessionReference,
  type SessionUser,
  userCanSignIn,
} from './service';
