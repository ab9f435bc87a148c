// resources['click-billing'].*: loaded with the screens (the manifest, ./index.ts, names this file)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('click-billing', {
  fields: {
    id: 'ID',
    day: 'Day (UTC)',
    day_from: 'From day',
    day_to: 'To day',
    affiliate_id: 'Affiliate',
    affiliate_name: 'Affiliate',
    offer_id: 'Offer',
    offer_name: 'Offer',
    clicks: 'Earning clicks',
    commission: 'Commission',
    revenue: 'Revenue',
    billed: 'Billed',
    billed_filter: 'Fully billed',
    period_id: 'Billing period',
    payout_id: 'Payout',
    payout_status: 'Payout status',
    currency: 'Currency',
  },
  totals: {
    label: 'Totals',
    clicks: '%{count} earning click |||| %{count} earning clicks',
    commission: 'commission %{amount}',
    revenue: 'revenue %{amount}',
    billed: 'billed %{amount}',
  },
  not_billed: 'Not billed yet',
  export: 'Export CSV',
  empty: {
    title: 'No earning clicks yet',
    explain:
      'A unique click earns its affiliate a commission by the click payout rules of its offer. Each day’s earning clicks show here by affiliate and offer, and are billed as CPC items in the affiliate’s billing periods, payouts and invoices.',
    rules: 'Open click payout rules',
  },
});

export const clickBillingMessages = { en };
