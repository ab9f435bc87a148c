import { describe, it } from 'vitest';
import { expectEnum } from './expect-enum.test-utils';
import {
  LanguageStatus,
  MarketplaceCategoryStatus,
  TrackingDomainRuleStatus,
  TrackingDomainStatus,
} from './dictionary-status';

describe('dictionary status enums', () => {
  it('R209: tracking domain Deactivated -1 red, Active 1 green', () => {
    expectEnum(TrackingDomainStatus, [
      ['Deactivated', -1, 'danger'],
      ['Active', 1, 'success'],
    ]);
  });

  it('R202: language Deactivated -1, Active 1', () => {
    expectEnum(LanguageStatus, [
      ['Deactivated', -1, 'danger'],
      ['Active', 1, 'success'],
    ]);
  });

  it('R227: marketplace category Deactivated -1, Active 1', () => {
    expectEnum(MarketplaceCategoryStatus, [
      ['Deactivated', -1, 'danger'],
      ['Active', 1, 'success'],
    ]);
  });

  it('R215: tracking domain rule Deleted -1 red, Active 1 green', () => {
    expectEnum(TrackingDomainRuleStatus, [
      ['Deleted', -1, 'danger'],
      ['Active', 1, 'success'],
    ]);
  });
});
