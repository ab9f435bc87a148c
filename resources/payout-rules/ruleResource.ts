import type { ResourceProps } from 'react-admin';
import type { ResourceAccess, ResourceApi } from '../../domain/permissions/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';
import { lazyScreen } from '../../src/ui/lazyScreen';

const screens = {
  payout: { list: 'PayoutRuleList', create: 'PayoutRuleCreate', edit: 'PayoutRuleEdit' },
  revenue: { list: 'RevenueRuleList', create: 'RevenueRuleCreate', edit: 'RevenueRuleEdit' },
} as const;

/**
 * The manifest of a rule list of offers, payout or revenue (`<kind>-rules`): the same screens of this
 * folder for both kinds, for admins and managers under Offers, a rule represented by its offer, its
 * labels in the offers' catalogues.
 */
export const ruleResource = <const K extends keyof typeof screens, const R extends { api: ResourceApi; access: ResourceAccess }>(
  kind: K,
  resource: R,
  { menuOrder, icon, names }: { menuOrder: number; icon: ResourceProps['icon']; names: { en: string } },
) =>
  defineResource({
    name: `${kind}-rules` as const,
    ...resource,
    apps: { admin: 'screens', manager: 'screens' },
    menu: { staff: { group: 'offers', order: menuOrder } },
    list: lazyScreen(() => import('./RuleList'), screens[kind].list),
    create: lazyScreen(() => import('./RuleForms'), screens[kind].create),
    edit: lazyScreen(() => import('./RuleForms'), screens[kind].edit),
    icon,
    recordRepresentation: 'offer_name',
    names,
    messages: lazyMessages(() => import('../offers/messages'), () => import('../offers/messages.ru'), 'offerMessages', `${kind}-rules` as const),
  });
