import { describe, expect, it } from 'vitest';
import { canAccess } from './canAccess';
import type { Role } from './http/types';

// Mirrors the server's rows in server/authorization.test.ts for these resources.
const may = (role: Role, resource: string, action: string) => canAccess([], { resource, action }, role);
const WRITES = ['create', 'edit', 'delete'];

describe('canAccess: tracking domains and dictionaries', () => {
  it('lets admins manage tracking domains, rules and marketplace categories', () => {
    for (const resource of ['tracking-domains', 'tracking-domain-rules', 'marketplace-categories']) {
      for (const action of ['list', 'show', 'create', 'edit']) expect(may('admin', resource, action)).toBe(true);
    }
    for (const resource of ['tracking-domain-rules', 'marketplace-categories']) expect(may('admin', resource, 'delete')).toBe(true);
    // the server has no delete for a tracking domain
    expect(may('admin', 'tracking-domains', 'delete')).toBe(false);
  });

  it('lets managers read tracking domains and every role read categories, but change none', () => {
    expect(may('manager', 'tracking-domains', 'list')).toBe(true);
    expect(may('affiliate', 'tracking-domains', 'list')).toBe(false);
    for (const role of ['manager', 'affiliate'] as const) {
      expect(may(role, 'marketplace-categories', 'list')).toBe(true);
      expect(may(role, 'tracking-domain-rules', 'list')).toBe(false);
      for (const resource of ['tracking-domains', 'tracking-domain-rules', 'marketplace-categories']) {
        for (const action of WRITES) expect(may(role, resource, action)).toBe(false);
      }
    }
  });

  it('opens the read-only dictionaries for reading only', () => {
    for (const role of ['admin', 'manager', 'affiliate'] as const) {
      for (const resource of ['commission-types', 'traffic-channels', 'countries']) {
        expect(may(role, resource, 'list')).toBe(true);
        for (const action of WRITES) expect(may(role, resource, action)).toBe(false);
      }
    }
    expect(may('manager', 'redirect-types', 'list')).toBe(true);
    expect(may('affiliate', 'redirect-types', 'list')).toBe(false);
  });
});
