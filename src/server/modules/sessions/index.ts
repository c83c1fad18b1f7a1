export {
  createSession,
  findActiveSession,
  hashToken,
  revokeSession,
  revokeUserSessions,
  sessionReference,
  type SessionUser,
  userCanSignIn,
} from './service';
