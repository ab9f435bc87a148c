// resources['click-payout-rules'].*: loaded with the screens (the manifest, ./index.ts, names this file)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('click-payout-rules', {
  fields: {
    id: 'ID',
    offer_id: 'Offer',
    offer_name: 'Offer',
    affiliate_id: 'Affiliate',
    affiliate_name: 'Affiliate',
    country: 'Country',
    payout: 'Payout per click',
    revenue: 'Revenue per click',
    created_at: 'Created',
    updated_at: 'Updated',
  },
  every_affiliate: 'Every affiliate',
  every_country: 'Every country',
  empty: {
    title: 'No click payout rules yet',
    explain:
      'A click payout rule pays the affiliate an amount for each unique click on an offer (and books the network its revenue). The most specific rule of the offer applies: for the affiliate and the click’s country, then for the affiliate, then for the country, then for the whole offer. Clicks earn nothing while their offer has no rule.',
  },
  helper: {
    affiliate: 'Empty: every affiliate of the offer',
    affiliate_manager: 'One of your affiliates: a rule for every affiliate of the offer is set by an administrator',
    country: 'Empty: every country',
    payout: 'In %{currency}, paid to the affiliate for each unique click',
    revenue: 'In %{currency}, what the network earns for each unique click',
  },
  fixed: 'The offer, the affiliate and the country stay as created: for others, make a new rule.',
  validation: {
    money: 'Enter an amount of 0 or more with at most two decimals.',
  },
  notifications: {
    created: 'Click payout rule created',
    updated: 'Click payout rule saved',
    deleted: 'Click payout rule deleted',
  },
  // read by the delete confirmation (AskDeleteButton)
  message: {
    delete_title: 'Delete the click payout rule of %{recordRepresentation}?',
    delete_content: 'Clicks from now on earn by the next most specific rule of the offer, or nothing. Clicks already counted keep their amounts.',
  },
});

export const clickPayoutRuleMessages = { en };
