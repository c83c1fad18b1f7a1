import { describe, expect, it } from 'vitest';
import { can, canOpenDashboard, refusalOf } from '../../src/shared/permissions';

const unverified = { id: 1, role: 'user', isVerified: false } as const;
const verified = { id: 2, role: 'user', isVerified: true } as const;
const admin = { id: 3, role: 'admin', isVerified: true } as const;
const unverifiedAdmin = { id: 4, role: 'admin', isVerified: false } as const;

describe('can', () => {
  it('lets visitors do nothing that needs a session', () => {
    expect(can(null, 'read:user:own')).toBe(false);
    expect(can(undefined, 'post:comment')).toBe(false);
    expect(refusalOf(null, 'manage:users')).toBe('sign-in');
  });

  it('lets any signed-in user look after their own user, verified or not', () => {
    for (const user of [unverified, verified, admin]) {
      expect(can(user, 'read:user:own')).toBe(true);
      expect(can(user, 'change:password:own')).toBe(true);
      expect(can(user, 'read:votes:own')).toBe(true);
      expect(can(user, 'read:standing:own')).toBe(true);
      expect(can(user, 'revoke:api-key:own')).toBe(true);
    }
  });

  it('asks for a verified e-mail before any write, from admins too', () => {
    expect(refusalOf(unverified, 'add:person')).toBe('verify-email');
    expect(refusalOf(unverified, 'post:comment')).toBe('verify-email');
    expect(refusalOf(unverified, 'create:api-key')).toBe('verify-email');
    expect(refusalOf(unverifiedAdmin, 'upload:image')).toBe('verify-email');
    expect(can(verified, 'add:person')).toBe(true);
    expect(can(verified, 'preview:link')).toBe(true);
    expect(can(admin, 'report:account')).toBe(true);
  });

  it('counts a browser-kept user without the verified flag as unverified', () => {
    expect(refusalOf({ id: 9 }, 'propose:account')).toBe('verify-email');
    expect(can({ id: 9 }, 'read:reports:own')).toBe(true);
  });

  it("lets nobody vote on an account they proposed, but anyone verified on another's", () => {
    expect(refusalOf(verified, 'vote:account:others', { ownerId: verified.id })).toBe('yours');
    expect(refusalOf(admin, 'vote:account:others', { ownerId: admin.id })).toBe('yours');
    expect(can(verified, 'vote:account:others', { ownerId: admin.id })).toBe(true);
    expect(can(verified, 'vote:account:others', { ownerId: null })).toBe(true);
    expect(refusalOf(unverified, 'vote:account:others', { ownerId: verified.id })).toBe(
      'verify-email',
    );
  });

  it("lets nobody rate their own comment, but anyone verified rate another's", () => {
    expect(refusalOf(verified, 'rate:comment:others', { ownerId: verified.id })).toBe('yours');
    expect(can(verified, 'rate:comment:others', { ownerId: admin.id })).toBe(true);
  });

  it('lets only the author edit or delete a review, admins included', () => {
    const review = { ownerId: verified.id };
    expect(can(verified, 'edit:review:own', review)).toBe(true);
    expect(can(verified, 'delete:review:own', review)).toBe(true);
    expect(refusalOf(admin, 'edit:review:own', review)).toBe('not-yours');
    expect(refusalOf(admin, 'delete:review:own', review)).toBe('not-yours');
    expect(refusalOf({ ...verified, id: 7 }, 'edit:review:own', review)).toBe('not-yours');
  });

  it('answers for the kind of resource when none is given, as a route does before loading it', () => {
    expect(can(verified, 'edit:review:own')).toBe(true);
    expect(can(verified, 'vote:account:others')).toBe(true);
    expect(refusalOf(unverified, 'delete:review:own')).toBe('verify-email');
  });

  it("lets only admins delete comments, anyone's and their own", () => {
    expect(can(admin, 'delete:comment:any', { ownerId: verified.id })).toBe(true);
    expect(can(admin, 'delete:comment:any', { ownerId: admin.id })).toBe(true);
    expect(refusalOf(verified, 'delete:comment:any', { ownerId: verified.id })).toBe('admin-only');
  });

  it('lets the admin role alone into moderation and the dashboard, verified or not', () => {
    for (const permission of [
      'moderate:reports',
      'manage:users',
      'manage:people',
      'manage:mail',
      'manage:system',
      'read:audit-log',
    ] as const) {
      expect(can(admin, permission)).toBe(true);
      expect(can(unverifiedAdmin, permission)).toBe(true);
      expect(refusalOf(verified, permission)).toBe('admin-only');
      expect(refusalOf(unverified, permission)).toBe('admin-only');
    }
  });
});

describe('canOpenDashboard', () => {
  it('opens the dashboard to admins only', () => {
    expect(canOpenDashboard(admin)).toBe(true);
    expect(canOpenDashboard(verified)).toBe(false);
    expect(canOpenDashboard({ id: 5 })).toBe(false);
    expect(canOpenDashboard(null)).toBe(false);
  });
});
