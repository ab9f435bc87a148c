import { describe, it } from 'vitest';
import { expectEnum } from './expect-enum.test-utils';
import {
  CampaignAccess,
  CampaignRequestStatus,
  CampaignStatus,
  CampaignType,
  CampaignUserRuleStatus,
  FlowStatus,
} from './campaign';

describe('campaign enums', () => {
  it('R107: flow status Draft -2, Deleted -1, Active 1', () => {
    expectEnum(FlowStatus, [
      ['Draft', -2],
      ['Deleted', -1],
      ['Active', 1],
    ]);
  });

  it('R108: campaign status values and styles', () => {
    expectEnum(CampaignStatus, [
      ['Draft', -2, 'warning'],
      ['Deleted', -1, 'danger'],
      ['Active', 1, 'success'],
      ['Inactive', 2, 'warning'],
      ['Suspended', 3, 'warning'],
      ['Archived', 4, 'danger'],
    ]);
  });

  it('R110: campaign request status Pending 0, Rejected 1, Approved 2', () => {
    expectEnum(CampaignRequestStatus, [
      ['Pending', 0],
      ['Rejected', 1],
      ['Approved', 2],
    ]);
  });

  it('R111: campaign type OfferGroup 1, Offer 2, Affiliate 3', () => {
    expectEnum(CampaignType, [
      ['OfferGroup', 1],
      ['Offer', 2],
      ['Affiliate', 3],
    ]);
  });

  it('R112: campaign access Unlisted 1, Private 2, ApplyToPromote 3, Public 4', () => {
    expectEnum(CampaignAccess, [
      ['Unlisted', 1],
      ['Private', 2],
      ['ApplyToPromote', 3],
      ['Public', 4],
    ]);
  });

  it('R113: campaign user rule Deleted -1, Pending 0, Rejected 1, Approved 2', () => {
    expectEnum(CampaignUserRuleStatus, [
      ['Deleted', -1],
      ['Pending', 0],
      ['Rejected', 1],
      ['Approved', 2],
    ]);
  });
});
