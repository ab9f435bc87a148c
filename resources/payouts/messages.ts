// resources.payouts.* in both catalogues (src/i18n/en.ts, ru.ts)
import { withResourceName } from '../../providers/resourceName';

export const payoutMessages = {
  en: {
    payouts: withResourceName('payouts', {
      fields: {
        id: 'ID',
        affiliate_id: 'Affiliate',
        affiliate_name: 'Affiliate',
        affiliate_email: 'Affiliate e-mail',
        amount: 'Amount',
        currency: 'Currency',
        status: 'Status',
        reason: 'Reason',
        period: 'Period',
        period_start: 'From',
        period_end: 'To',
        created_at: 'Created',
        updated_at: 'Updated',
        bank_account_number: 'Account number',
        bank_iban_number: 'IBAN',
      },
      empty: 'No payouts yet. A payout is made when a billing period closes with your commission at or above the threshold.',
      empty_staff: 'No payouts yet. A payout is made when an affiliate’s billing period closes with their commission at or above the threshold.',
      log: 'Status history',
      no_log: 'No changes yet.',
      by: 'by %{name}',
      by_job: 'by the billing job',
      move: 'Set status',
      move_to: 'Mark as %{status}',
      moved: 'Payout updated',
      moved_many: '%{smart_count} payout updated |||| %{smart_count} payouts updated',
      export: 'Export CSV',
      dialog: {
        title: 'Payout #%{id}: %{status}',
        reason: 'Reason',
        cancel: 'Cancel',
        confirm: 'Confirm',
      },
      periods: { title: 'Billing periods', none: 'No billing period has closed yet.', total: 'Billed', payout: 'Paid by', rolled_over: 'Below the threshold: rolls over' },
      force: {
        button: 'Force billing period',
        title: 'Force a billing period',
        explain: 'Everything earned until now is billed, and what is unpaid becomes a payout whatever the threshold.',
        done: 'Billing period closed',
      },
      balance: {
        title: 'Balance',
        earned_total: 'Earned in all',
        unpaid: 'Not paid yet',
        pending_payouts: 'In payouts on the way',
        threshold: 'Payout threshold',
        reached: 'Threshold reached: the next closing makes a payout.',
        not_reached: 'Below the threshold: the amount rolls over to the next period.',
      },
    }),
  },
};
