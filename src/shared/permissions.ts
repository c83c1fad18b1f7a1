/**
 * Who may do what, in one table. The server's guards and its ownership checks ask `can`
 * (or `refusalOf`, to say why not); the web app asks the same to hide what would be
 * refused. The server enforces every rule; the web only reads them.
 */

/** How far a user must have come: signed in (verified or not), with a verified e-mail, or an admin. */
type Standing = 'signed-in' | 'verified' | 'admin';

/**
 * Whose resource a permission reaches: the user's own only, other people's only (nobody
 * judges their own work), or anyone's. A permission about no one's resource has none.
 */
type Scope = 'own' | 'others' | 'any';

interface Rule {
  needs: Standing;
  scope?: Scope;
}

export const PERMISSIONS = {
  // One's own user, votes, reports and keys: any signed-in user.
  'read:user:own': { needs: 'signed-in', scope: 'own' },
  'change:password:own': { needs: 'signed-in', scope: 'own' },
  'read:votes:own': { needs: 'signed-in', scope: 'own' },
  // An unconfirmed user sees their standing too: the e-mail is the first step it lists.
  'read:standing:own': { needs: 'signed-in', scope: 'own' },
  'read:reports:own': { needs: 'signed-in', scope: 'own' },
  'read:api-keys:own': { needs: 'signed-in', scope: 'own' },
  'revoke:api-key:own': { needs: 'signed-in', scope: 'own' },
  // One's inbox, watches and notification settings; mail goes to verified addresses only.
  'read:notifications:own': { needs: 'signed-in', scope: 'own' },
  'watch:person': { needs: 'signed-in' },

  // Writes: a verified e-mail (Decision 6).
  'add:person': { needs: 'verified' },
  'add:alias': { needs: 'verified' },
  // A suggestion waits for a moderator (decision 0031).
  'suggest:official-site': { needs: 'verified' },
  // Whoever added an alias may take it back; an admin removes any (manage:people).
  'delete:alias:own': { needs: 'verified', scope: 'own' },
  'propose:account': { needs: 'verified' },
  // Nobody votes on an account they proposed.
  'vote:account:others': { needs: 'verified', scope: 'others' },
  'rate:account': { needs: 'verified' },
  'write:review': { needs: 'verified' },
  'edit:review:own': { needs: 'verified', scope: 'own' },
  'delete:review:own': { needs: 'verified', scope: 'own' },
  'report:account': { needs: 'verified' },
  // Who among verified users may attach a proof (the proposer or a member) is the service's rule.
  'add:proof': { needs: 'verified' },
  'check:proof': { needs: 'verified' },
  // Whoever attached a proof may take it back; an admin removes any (moderate:trust).
  'delete:proof:own': { needs: 'verified', scope: 'own' },
  'post:comment': { needs: 'verified' },
  'rate:comment:others': { needs: 'verified', scope: 'others' },
  'upload:image': { needs: 'verified' },
  // The server fetches outside pages only for someone who may post the comment they are for.
  'preview:link': { needs: 'verified' },
  'create:api-key': { needs: 'verified' },

  // Moderation and the dashboard: admins (the role alone decides).
  'delete:comment:any': { needs: 'admin', scope: 'any' },
  'moderate:reports': { needs: 'admin' },
  'moderate:trust': { needs: 'admin' },
  'manage:users': { needs: 'admin' },
  'manage:people': { needs: 'admin' },
  'manage:mail': { needs: 'admin' },
  'manage:system': { needs: 'admin' },
  'read:audit-log': { needs: 'admin' },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

/** The one asking: a signed-in user as the server knows them or as the browser keeps them. */
export interface Actor {
  id: number;
  role?: 'user' | 'admin';
  isVerified?: boolean;
}

/** A resource that belongs to someone: a review's author, an account's proposer (none for some). */
export interface Owned {
  ownerId: number | null;
}

/**
 * Why a user may not: not signed in, e-mail not verified, not an admin, the resource is
 * someone else's (where only one's own is allowed), or it is their own (where only
 * other people's is).
 */
export type Refusal = 'sign-in' | 'verify-email' | 'admin-only' | 'not-yours' | 'yours';

/**
 * Why `user` may not do `permission` to `resource`, or null when they may. Without a
 * resource it answers whether they may do it to some resource of that kind: the question
 * a route asks before it has loaded the resource.
 */
export function refusalOf(
  user: Actor | null | undefined,
  permission: Permission,
  resource?: Owned,
): Refusal | null {
  if (!user) return 'sign-in';
  const rule: Rule = PERMISSIONS[permission];
  if (rule.needs === 'admin' && user.role !== 'admin') return 'admin-only';
  if (rule.needs === 'verified' && user.isVerified !== true) return 'verify-email';
  if (!resource) return null;
  const isOwn = resource.ownerId === user.id;
  if (rule.scope === 'own' && !isOwn) return 'not-yours';
  if (rule.scope === 'others' && isOwn) return 'yours';
  return null;
}

/** Whether `user` may do `permission` (to `resource`, when given). */
export function can(user: Actor | null | undefined, permission: Permission, resource?: Owned) {
  return refusalOf(user, permission, resource) === null;
}

/** The admin dashboard's sections, each behind its permission. */
export const DASHBOARD_PERMISSIONS = [
  'moderate:reports',
  'moderate:trust',
  'manage:users',
  'manage:people',
  'manage:system',
] as const satisfies readonly Permission[];

/** Whether the dashboard opens for `user`: they hold the permission of one of its sections. */
export function canOpenDashboard(user: Actor | null | undefined) {
  return DASHBOARD_PERMISSIONS.some((permission) => can(user, permission));
}
