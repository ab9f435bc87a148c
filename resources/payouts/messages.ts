// resources.payouts.* in both catalogues (src/i18n/en.ts, ru.ts)
import { resourceNamesEn as resourceNames } from '../../providers/resourceTables';

export const payoutMessages = {
  en: {
    payouts: {
      get name(): string {
        return resourceNames.payouts;
      },
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
        payment_reference: 'Payment reference',
      },
      empty: 'No payouts yet. A payout is made when a billing period closes with your commission at or above the threshold.',
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
      payment: {
        title: 'Payout #%{id}: payment sent',
        explain: 'Mark the payout as paid once the bank transfer has left. The affiliate sees the reference on their payout.',
        reference: 'Payment reference',
        reference_help: 'The bank transfer’s reference or transaction number',
        no_bank: 'This affiliate has no bank details on file (no account number, no IBAN). Check where the money went before you mark the payment sent.',
        confirm_no_bank: 'I confirm the payment was sent without bank details on file',
        confirm_required: 'Tick to confirm a payment without bank details',
        confirm: 'Mark as sent',
      },
      close: {
        button: 'Close billing periods',
        title: 'Close the ended billing periods?',
        explain: 'Every affiliate’s last ended billing period is closed by their payment terms, and a payout is made for each affiliate whose unpaid total reaches their threshold. Periods already closed stay as they are.',
        done: 'Billing periods closed: %{periods}; payouts made: %{payouts}.',
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
        nothing: 'Nothing is waiting for a payout: what you earned is paid or in a payout on the way.',
      },
    },
  },
};
