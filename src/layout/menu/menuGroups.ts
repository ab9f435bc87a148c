import type { MenuGroupId } from '../../../providers/resourceManifest';
import { advertiserMenuEntries, affiliateMenuEntries, staffMenuGroups } from '../../../providers/resourceTables';
import type { AppRole } from '../../boot/pickApp';

export type { MenuGroupId };

export interface MenuGroup {
  id: MenuGroupId;
  /** react-admin resource names, in menu order; an entry shows only when the role app registers
   * the resource with a list and the user may list it, and a group with no entry is not drawn */
  resources: readonly string[];
}

/** The staff back office: Dashboard, then these groups; each manifest names its group and its order there. */
const STAFF_GROUPS: readonly MenuGroup[] = staffMenuGroups;

/** What an affiliate works with; flat, no groups: their portal is small. */
const AFFILIATE_ENTRIES: readonly string[] = affiliateMenuEntries;

export interface MenuPlan {
  groups: readonly MenuGroup[];
  /** resources listed flat after the dashboard (the affiliate portal) */
  flat: readonly string[];
  /** whether the profile page is an entry of the menu itself (the affiliate's) */
  profileEntry: boolean;
}

export function menuPlan(role: AppRole): MenuPlan {
  if (role === 'affiliate') return { groups: [], flat: AFFILIATE_ENTRIES, profileEntry: true };
  // the advertiser's app: their offers, traffic and spend, as short and flat as the affiliate's
  if (role === 'advertiser') return { groups: [], flat: advertiserMenuEntries, profileEntry: true };
  return { groups: STAFF_GROUPS, flat: [], profileEntry: false };
}

/** The group holding the current path's resource, so it opens on a deep link. */
export function groupOfPath(pathname: string, groups: readonly MenuGroup[]): MenuGroupId | undefined {
  const path = pathname.replace(/^\/+/, '');
  let best: { id: MenuGroupId; length: number } | undefined;
  for (const group of groups) {
    for (const resource of group.resources) {
      if ((path === resource || path.startsWith(`${resource}/`)) && resource.length > (best?.length ?? 0)) {
        best = { id: group.id, length: resource.length };
      }
    }
  }
  return best?.id;
}
