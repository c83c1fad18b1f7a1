import type { RouteOptions } from 'fastify';

/**
 * The permission each guard checks, by name (the permissions themselves are the product's,
 * in src/shared/permissions.ts), so that a route's permission can be read from its hooks.
 */
const guardedPermissions = new WeakMap<object, string>();

/** Notes that `guard` lets a request through only when its user holds `permission`. */
export function noteGuardedPermission(guard: object, permission: string) {
  guardedPermissions.set(guard, permission);
}

/** The permissions a route's guards check (none for a public route). */
export function permissionsCheckedBy(route: Pick<RouteOptions, 'onRequest' | 'preHandler'>) {
  return [route.onRequest, route.preHandler]
    .flat()
    .map((hook) => hook && guardedPermissions.get(hook))
    .filter((permission) => permission !== undefined);
}
