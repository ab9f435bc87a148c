// resources.conversions.* in both catalogues (src/i18n/en.ts, ru.ts)
import { resourceNamesEn as resourceNames } from '../../providers/resourceTables';

export const conversionMessages = {
  en: {
    conversions: {
      get name(): string {
        return resourceNames.conversions;
      },
      fields: {
        id: 'ID',
        created_at: 'Time',
        clicked_at: 'Click time',
        click_id: 'Click ID',
        offer_id: 'Offer',
        offer_name: 'Offer',
        affiliate_id: 'Affiliate',
        affiliate_name: 'Affiliate',
        affiliate_email: 'Affiliate e-mail',
        country: 'Country',
        action: 'Action',
        pixel_type: 'Source',
        order_id: 'Order ID',
        sum: 'Sum',
        currency: 'Currency',
        payable: 'Payable',
        reason: 'Not payable because',
        commission: 'Commission',
        revenue: 'Revenue',
        transaction_status: 'Transaction',
        period_type: 'Period',
        amount: 'New commission',
        p1: 'p1',
        p2: 'p2',
        p3: 'p3',
      },
      empty: 'No conversions yet. They appear here when an advertiser reports one by postback or pixel.',
      transactions: 'Transaction log',
      no_transactions: 'No changes yet.',
      action: { void: 'Void', unvoid: 'Restore', change_amount: 'Change amount' },
      dialog: {
        void: 'Void conversion #%{id}',
        unvoid: 'Restore conversion #%{id}',
        change_amount: 'Change the commission of conversion #%{id}',
        explain_void: 'The commission and revenue leave the figures and the affiliate is not paid for it.',
        explain_unvoid: 'The conversion returns to the figures with its commission.',
        explain_change: 'The affiliate will be paid the new amount.',
        reason: 'Reason',
        confirm: 'Confirm',
        cancel: 'Cancel',
      },
      notifications: { void: 'Conversion voided', unvoid: 'Conversion restored', 'change-amount': 'Commission changed' },
      by: 'by %{name}',
    },
  },
};
