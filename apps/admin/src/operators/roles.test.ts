import { describe, expect, it } from 'vitest';
import { canActOn, canManage, grantableRoles } from './roles.ts';

describe('grantableRoles', () => {
  it('lets an owner grant every role', () => {
    expect(grantableRoles('owner')).toEqual(['owner', 'admin', 'finance', 'support', 'viewer']);
  });
  it('never offers owner to an admin, but admin and below', () => {
    expect(grantableRoles('admin')).toEqual(['admin', 'finance', 'support', 'viewer']);
  });
  it("never offers studio, the studio's own account's role", () => {
    expect(grantableRoles('owner')).not.toContain('studio');
  });
  it('offers nothing to roles that cannot manage operators', () => {
    expect(grantableRoles('finance')).toEqual([]);
    expect(grantableRoles('support')).toEqual([]);
    expect(grantableRoles('viewer')).toEqual([]);
    expect(grantableRoles(undefined)).toEqual([]);
  });
});

describe('canActOn', () => {
  const owner = { id: 'o1', role: 'owner' as const };
  const admin = { id: 'a1', role: 'admin' as const };
  it('never on yourself', () => {
    expect(canActOn(owner, { id: 'o1', role: 'owner' })).toBe(false);
    expect(canActOn(admin, { id: 'a1', role: 'admin' })).toBe(false);
  });
  it('on equal and lower ranks only', () => {
    expect(canActOn(owner, { id: 'o2', role: 'owner' })).toBe(true);
    expect(canActOn(admin, { id: 'o2', role: 'owner' })).toBe(false);
    expect(canActOn(admin, { id: 'a2', role: 'admin' })).toBe(true);
    expect(canActOn(admin, { id: 'f1', role: 'finance' })).toBe(true);
    expect(canActOn(admin, { id: 'v1', role: 'viewer' })).toBe(true);
    // To disable the studio's account, locking the studio out.
    expect(canActOn(admin, { id: 's1', role: 'studio' })).toBe(true);
  });
  it('not at all for non-managers or before /me loads', () => {
    expect(canActOn({ id: 'f1', role: 'finance' }, { id: 'v1', role: 'viewer' })).toBe(false);
    expect(canActOn(undefined, { id: 'v1', role: 'viewer' })).toBe(false);
  });
});

describe('canManage', () => {
  it('is owner and admin', () => {
    expect(canManage('owner')).toBe(true);
    expect(canManage('admin')).toBe(true);
    expect(canManage('support')).toBe(false);
  });
});
