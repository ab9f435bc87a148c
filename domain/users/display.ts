import { CommissionType } from '../enums/commission';
import { EmailStatus, isBanned, PostbackIntegrationStatus, UserIntegrationStatus, UserLeadStatus, UserStatus, UserType } from '../enums/user';
import type { EnumStyle } from '../enums/define-enum';
import type { InterfaceLanguage } from '../languages';

/** The path of an affiliate's postbacks page (spec 2 §2), relative to the role app's /d. */
export const postbacksPath = (affiliateId: number) => `/d/user-operations/affiliates/${affiliateId}/postbacks`;

/**
 * The inviter/manager link rule (spec 1 §6, spec 2 §2): a row links to its inviter or manager only
 * for an administrator, or when the inviter's workspace role is Manager.
 */
export function isLink(viewerUserType: number, invitedByWorkspaceRoleId: number | null | undefined): boolean {
  return viewerUserType === UserType.Admin || invitedByWorkspaceRoleId === UserType.Manager;
}

export interface UserStatusDisplay {
  isBanned: boolean;
  status_label: string;
  statusClass: EnumStyle | undefined;
}

/** isBanned and the status chip of any user row (affiliate, manager, account). */
export function userStatusDisplay(statusId: number, lang: InterfaceLanguage = 'en'): UserStatusDisplay {
  return { isBanned: isBanned(statusId), status_label: UserStatus.label(statusId, lang), statusClass: UserStatus.style(statusId) };
}

export interface AffiliateRowSource {
  id: number;
  status_id: number;
  integration_status: number;
  invited_by_workspace_role_id: number | null;
  commission_type_id: number;
}

/**
 * The derived display of an affiliate row (spec 2 §3). status_label/statusClass describe the
 * postback integration (integration_status), status_id_label/statusIdClass the account status.
 */
export function affiliateRowDisplay(row: AffiliateRowSource, viewerUserType: number, lang: InterfaceLanguage = 'en') {
  return {
    isBanned: isBanned(row.status_id),
    postbacksLink: postbacksPath(row.id),
    isLink: isLink(viewerUserType, row.invited_by_workspace_role_id),
    status_label: PostbackIntegrationStatus.label(row.integration_status, lang),
    statusClass: PostbackIntegrationStatus.style(row.integration_status),
    status_id_label: UserStatus.label(row.status_id, lang),
    statusIdClass: UserStatus.style(row.status_id),
    commission_type_name: CommissionType.label(row.commission_type_id, lang),
  };
}

/** Chips of a request or registration-stats row: lead status, user integration status, e-mail status. */
export function requestRowDisplay(
  row: { lead_status: string; user_integration_status: string; is_email_confirmed: number; invited_by_workspace_role_id: number | null },
  viewerUserType: number,
  lang: InterfaceLanguage = 'en',
) {
  return {
    isLink: isLink(viewerUserType, row.invited_by_workspace_role_id),
    lead_status_label: UserLeadStatus.label(row.lead_status, lang),
    leadStatusClass: UserLeadStatus.style(row.lead_status),
    user_integration_status_label: UserIntegrationStatus.label(row.user_integration_status, lang),
    userIntegrationStatusClass: UserIntegrationStatus.style(row.user_integration_status),
    email_status_label: EmailStatus.label(row.is_email_confirmed, lang),
    emailStatusClass: EmailStatus.style(row.is_email_confirmed),
  };
}
