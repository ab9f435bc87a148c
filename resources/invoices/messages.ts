// resources.invoices.* in both catalogues (src/i18n/en.ts, ru.ts)
import { withResourceName } from '../../providers/resourceName';

export const invoiceMessages = {
  en: {
    invoices: withResourceName('invoices', {
      fields: {
        id: 'ID',
        number: 'Number',
        payout_id: 'Payout',
        affiliate_name: 'Affiliate',
        amount: 'Amount',
        status: 'Status',
        source: 'Made by',
        reason: 'Reason',
        created_at: 'Handed in',
        moderated_at: 'Decided',
        moderated_by_name: 'Decided by',
      },
      source: { generated: 'Generated', uploaded: 'Uploaded' },
      cancelled: 'cancelled after approval',
      empty: 'No invoices yet. An affiliate hands one in for a payout: generated here or uploaded as a PDF.',
      download: 'Download PDF',
      title: 'Invoices',
      none: 'No invoice for this payout yet.',
      generate: 'Generate invoice',
      upload: 'Upload PDF',
      upload_hint: 'Your own invoice as a PDF, at most 1 MB.',
      handed_in: 'Invoice handed in: it waits for moderation',
      approve: 'Approve',
      reject: 'Reject',
      cancel: 'Cancel invoice',
      decided: 'Invoice updated',
      dialog: { reject: 'Reject invoice %{number}', cancel: 'Cancel invoice %{number}', explain_reject: 'The payout waits for a new invoice from the affiliate.', explain_cancel: 'The approval is withdrawn; the payout waits for a new invoice.', reason: 'Reason', close: 'Close', confirm: 'Confirm' },
    }),
  },
};
