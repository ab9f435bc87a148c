import type { WorkspaceFeature } from './features';
import type { KeysOfGroups, PermissionGroup } from './types';

/**
 * Keys nobody can tick (spec 2 §6, "no-role"). Each sits in a role-less group so that its workspace
 * feature still switches it off; the feature of each but UI_LeadStatus_View is our reading (decisions, R407).
 */
const hidden = <K extends string>(id: string, key: K, feature: WorkspaceFeature, en: string, ru: string): PermissionGroup<K> => ({
  id,
  title: { en, ru },
  roles: [],
  feature,
  permissions: [{ key, name: { en, ru } }],
});

const NO_ROLE = [
  hidden('fraud_detection', 'UI_FraudDetection_View', 'fraud_detection', 'Fraud detection', 'Обнаружение фрода'),
  hidden('fraud_detection_reason', 'UI_FraudDetection_Explain', 'fraud_detection_reason', 'Fraud reasons', 'Причины фрода'),
  hidden('advertisers', 'UI_Enable_Advertiser', 'cpa_network_solution', 'Advertisers', 'Рекламодатели'),
  hidden('lead_status', 'UI_LeadStatus_View', 'lead_status', 'Lead status', 'Статус лида'),
] as const;

export type NoRoleKey = KeysOfGroups<typeof NO_ROLE>;
export const NO_ROLE_GROUPS: readonly PermissionGroup<NoRoleKey>[] = NO_ROLE;
