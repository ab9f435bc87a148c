import type { NoRoleKey, OtherKey } from './catalogue';
import type { DerivedKey } from './derive';
import type { BillingKey } from './groups-billing';
import type { OperationsKey } from './groups-operations';
import type { TrafficKey } from './groups-traffic';

/**
 * Every key the catalogue defines, read off its groups (`groups-*.ts`, written `as const`), the
 * role-less groups and the other keys: a key an administrator can store.
 */
export type CatalogueKey = OperationsKey | BillingKey | TrafficKey | NoRoleKey | OtherKey;

/**
 * Every name a permission check can answer true for: the catalogue's keys and the derived ones
 * (CUSTOM_*). Access rules on both sides, the seed and the role defaults name keys by this type, so
 * a misspelt key does not compile (test/lint/permissionKeys.test.ts).
 */
export type PermissionKey = CatalogueKey | DerivedKey;
