import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Permission, refusalOf } from '@shared/permissions';
import { forbidden, unauthorized } from '../platform/http/http-errors';
import { findActiveSession, type SessionUser } from '../modules/sessions';
import { noteGuardedPermission } from '../platform/http/guarded-permissions';
import { presentedToken } from '../platform/http/session-token';
import { isDatabaseUnavailable } from '../platform/database/errors';
import { allowReplicaReads } from '../platform/database/read-routing';

/** A hook that lets a request through only when its user holds a permission. */
export type PermissionGuard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: number | null;
    /** When the signed-in user last changed something, when stored (read-replicas.ts). */
    ownWriteAt: Date | null;
    /** The primary could not be reached for the session: this request reads a replica (read-replicas.ts). */
    primaryAway: boolean;
    /** The user of a request a permission guard let through (401 if read where none is signed in). */
    signedInUser: SessionUser;
    /** The session of a request a permission guard let through (401 if read where there is none). */
    signedInSessionId: number;
  }
  interface FastifyInstance {
    /**
     * The guard of a route: 401 without a session, 403 without the standing the permission
     * needs (`refusal` replaces the admins-only message where the product words it its own way).
     */
    requirePermission(permission: Permission, options?: { refusal?: string }): PermissionGuard;
  }
}

function guardFor(permission: Permission, refusal = 'Admin access required'): PermissionGuard {
  const guard = async (request: FastifyRequest) => {
    switch (refusalOf(request.user, permission)) {
      case 'sign-in':
        throw unauthorized();
      case 'verify-email':
        throw forbidden('Please verify your email first');
      case 'admin-only':
        throw forbidden(refusal);
    }
  };
  noteGuardedPermission(guard, permission);
  return guard;
}

/**
 * The session a token opens: the primary's, or while the primary cannot be reached, a
 * replica's. A replica in use is at most the lag bound behind, so a sign-out or a ban made
 * longer ago than that before the primary went away is honoured.
 */
async function sessionOf(app: FastifyInstance, token: string) {
  try {
    return { session: await findActiveSession(app.db, token), primaryAway: false };
  } catch (error) {
    if (app.databaseReplicas().length === 0 || !isDatabaseUnavailable(error)) throw error;
    const session = await allowReplicaReads(() => findActiveSession(app.db, token));
    return { session, primaryAway: true };
  }
}

function signedInSession(request: FastifyRequest) {
  if (!request.user || request.sessionId === null) throw unauthorized();
  return { user: request.user, sessionId: request.sessionId };
}

/**
 * Identifies the caller from the bearer token or the session cookie and offers the
 * permission guards that routes put in front of their handlers.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('ownWriteAt', null);
    app.decorateRequest('primaryAway', false);
    app.decorateRequest('signedInUser', {
      getter(this: FastifyRequest) {
        return signedInSession(this).user;
      },
    });
    app.decorateRequest('signedInSessionId', {
      getter(this: FastifyRequest) {
        return signedInSession(this).sessionId;
      },
    });

    app.addHook('onRequest', async (request) => {
      const token = presentedToken(request);
      if (!token) return;
      const { session, primaryAway } = await sessionOf(app, token);
      request.primaryAway = primaryAway;
      if (!session) return;
      request.user = session.user;
      request.sessionId = session.sessionId;
      request.ownWriteAt = session.lastWriteAt;
    });

    app.decorate('requirePermission', (permission: Permission, options?: { refusal?: string }) =>
      guardFor(permission, options?.refusal),
    );
  },
  { name: 'auth', dependencies: ['database'] },
);
