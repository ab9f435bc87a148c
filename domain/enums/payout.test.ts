import { describe, expect, it } from 'vitest';
import { PayoutRollbackStatus, PayoutStatus } from './payout';

describe('payout enums', () => {
  it('R115: payout status 0–9 with the spec labels', () => {
    expect(PayoutStatus.options().map((o) => o.name)).toEqual([
      'Pending',
      'Awaiting invoice',
      'Completed',
      'Bounced',
      'Cancelled',
      'Invoice received',
      'In progress',
      'Invoice confirmed',
      'Payment sent',
      'Moderated',
    ]);
  });

  it('R116: payout rollback 1, 3, 7, 8 with the same labels as the payout statuses', () => {
    for (const v of PayoutRollbackStatus.values) {
      expect(PayoutRollbackStatus.label(v, 'ru')).toBe(PayoutStatus.label(v, 'ru'));
    }
  });
});
