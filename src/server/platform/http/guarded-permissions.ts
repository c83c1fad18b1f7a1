import type { RouteOptions } from 'fastify';
import type { Permission } from '@shared/permissions';

/** The permission each guard checks, so that a route's permission can be read from its hooks. */
const guardedPermissions = new WeakMap<object, Permission>();

/** Notes that `guard` lets a request through only when its user holds `permission`. */
export function noteGuardedPermission(guard: object, permission: Permission) {
  guardedPermissions.set(guard, permission);
}

/** The permissions a route's guards check (none for a public route). */
export function permissionsCheckedBy(route: Pick<RouteOptions, 'onRequest' | 'preHandler'>) {
  return [route.onRequest, route.preHandler]
    .flat()
    .map((hook) => hook && guardedPermissions.get(hook))
    .filter((permission) => permission !== undefined);
}
