// resources.{offers, offer-requests, advertisers, offer-groups, payout-rules, revenue-rules,
// marketplace, my-offers}.* in both catalogues (src/i18n/en.ts, ru.ts)
import { resourceNamesEn as resourceNames } from '../../providers/resourceTables';

export const offerFields = {
  id: 'ID',
  q: 'Search',
  name: 'Name',
  description: 'Description',
  status: 'Status',
  access: 'Access',
  advertiser_id: 'Advertiser',
  offer_group_id: 'Offer group',
  marketplace_category_id: 'Category',
  country: 'Country',
  traffic_channel: 'Traffic channel',
  landing_url: 'Landing URL',
  preview_url: 'Preview URL',
  countries: 'Countries',
  traffic_channels: 'Traffic channels',
  payout_cpa: 'Payout CPA',
  payout_cpl: 'Payout CPL',
  revenue_cpa: 'Revenue CPA',
  revenue_cpl: 'Revenue CPL',
  revshare_percent: 'Revshare, %',
  click_lifetime_days: 'Click lifetime, days',
  tracking_domain_id: 'Tracking domain',
  daily_cap: 'Daily cap',
  monthly_cap: 'Monthly cap',
  affiliates_count: 'Affiliates',
  pending_requests_count: 'Pending requests',
  created_at: 'Created',
  updated_at: 'Updated',
  request_status: 'My request',
};

export const en = {
  offers: {
    get name(): string {
      return resourceNames.offers;
    },
    fields: offerFields,
    empty: 'No offers yet.',
    tabs: { overview: 'Overview', affiliates: 'Affiliates', requests: 'Requests', payout_rules: 'Payout rules', revenue_rules: 'Revenue rules', link: 'Tracking link', integration: 'Advertiser integration' },
    group: {
      none: 'No offer group yet: an administrator or a manager with offer rights creates one under Offer groups.',
      none_create: 'No offer group yet: type a name and choose "Create" to make one here.',
      create_hint: 'Type a name to create a new group',
      create_item: 'Create the group "%{item}"',
    },
    helper: {
      landing_url: 'http(s) address of the advertiser\'s page; macros in braces, such as {click_id}, are filled per click.',
      countries: 'Empty: every country.',
      traffic_channels: 'Empty: every channel.',
      money: 'At least 0, at most two decimals.',
    },
    macros: { label: 'Insert macro' },
    validation: {
      url: 'Enter an absolute http:// or https:// address.',
      macro: 'Unknown macro: %{names}.',
      postback_macro: '%{names}: known only at a conversion; use it in a postback URL, not in a landing URL.',
      money: 'Enter an amount of at least 0 with at most two decimals.',
      percent: 'Enter a percentage from 0 to 100 with at most two decimals.',
      whole: 'Enter a whole number from %{min} to %{max}.',
    },
    action: { set_status: 'Set status', grant: 'Grant access', block: 'Block', unblock: 'Unblock', add_affiliates: 'Affiliate IDs, comma-separated' },
    confirm: { status_title: 'Set %{smart_count} offer(s) to "%{value}"?', status_content: 'Affiliates are affected at once.' },
    notifications: { status_done: 'Status changed |||| Status changed for %{smart_count} offers', granted: 'Access granted', blocked: 'Affiliate blocked', unblocked: 'Affiliate unblocked', created: 'Offer created', updated: 'Offer saved' },
    integration: {
      explain: 'The advertiser reports conversions to this URL: their server replaces {click_id} with the click id the landing page received (and may send sum, currency and order_id). Without a server, the pixel on their confirmation page does it through the visitor\'s browser.',
      postback_url: 'S2S postback URL',
      iframe: 'iFrame pixel',
      js: 'JavaScript pixel',
      no_token: 'This offer has no advertiser with a postback token yet.',
      test_title: 'Test conversion',
      test_explain: 'Report a conversion for a click of this offer, as the advertiser\'s server would. It is a real conversion: it counts in the figures and reaches the affiliate\'s postbacks; void it in the conversion log if it was only a test.',
      click_id: 'Click id',
      action: 'Action',
      sum: 'Sum',
      order_id: 'Order id (optional)',
      send_test: 'Send test conversion',
      test_recorded: 'Conversion #%{id} recorded: %{payable}.',
      test_duplicate: 'This order id was already reported: conversion #%{id}.',
      payable: 'payable',
      not_payable: 'not payable (%{reason})',
    },
    link: {
      affiliate: 'Affiliate',
      domain: 'Tracking domain',
      default_domain: 'The offer\'s default domain',
      sub_ids: 'Sub-ids (optional)',
      build: 'Get link',
      copy: 'Copy',
      copied: 'Copied',
      copy_failed: 'Could not copy; select the link and copy it by hand.',
      pick_affiliate: 'Choose an affiliate first.',
      too_long: 'At most 255 characters.',
    },
    account: {
      tab: 'Offers and rules',
      requests: 'Offers and requests',
      payout_rules: 'Payout rules',
      revenue_rules: 'Revenue rules',
      no_requests: 'No offers or requests for this affiliate.',
      no_rules: 'No rules for this affiliate.',
    },
  },
  'offer-requests': {
    get name(): string {
      return resourceNames['offer-requests'];
    },
    fields: { id: 'ID', q: 'Search', offer_id: 'Offer', offer_name: 'Offer', affiliate_id: 'Affiliate', affiliate_name: 'Affiliate', affiliate_email: 'E-mail', status: 'Status', blocked: 'Blocked', comment: 'Comment', created_at: 'Requested', updated_at: 'Updated' },
    empty: 'No requests.',
    action: { approve: 'Approve', decline: 'Decline' },
    notifications: { approved: 'Approved |||| %{smart_count} requests approved', declined: 'Declined |||| %{smart_count} requests declined' },
  },
  advertisers: {
    get name(): string {
      return resourceNames.advertisers;
    },
    fields: { id: 'ID', q: 'Search', email: 'E-mail', first_name: 'First name', last_name: 'Last name', password: 'Password', full_name: 'Name', status_id: 'Status', offers_count: 'Offers', active_offers_count: 'Active offers', has_postback_token: 'Postback token', postback_token: 'Postback token', created_at: 'Created' },
    empty: 'No advertisers yet.',
    offers: 'Offers',
    integration: 'Integration',
    integration_help: 'Give the advertiser this URL: their server calls it for each conversion, with {click_id} replaced by the click id their landing page received (action may be lead, sale, ftd, revshare or opt-in; sum, currency and order_id are optional). Each offer\'s integration tab shows the same URL on the offer\'s own tracking domain, the pixels for a page without a server, and a test conversion.',
    offer_integration: 'Pixels and test conversion',
    offer_integration_help: 'Choose one of the advertiser\'s offers: its postback URL, its pixels and a test conversion for one of its clicks.',
    pick_offer: 'Offer',
    no_offers: 'The advertiser has no offers yet.',
    token: { none: 'Not generated yet.', regenerate: 'Generate new token', confirm_title: 'Generate a new postback token?', confirm_content: 'The current token stops working at once: the advertiser must update their postbacks.', done: 'New token generated' },
  },
  'offer-groups': {
    get name(): string {
      return resourceNames['offer-groups'];
    },
    fields: { id: 'ID', q: 'Search', name: 'Name', status: 'Status', offers_count: 'Offers', created_at: 'Created' },
    empty: 'No offer groups yet.',
  },
  'payout-rules': {
    get name(): string {
      return resourceNames['payout-rules'];
    },
    fields: { id: 'ID', offer_id: 'Offer', offer_name: 'Offer', affiliate_id: 'Affiliate', affiliate_name: 'Affiliate', manager_id: 'Manager', manager_name: 'Manager', target: 'For', payout_cpa: 'Payout CPA', payout_cpl: 'Payout CPL', revshare_percent: 'Revshare, %', created_at: 'Created' },
    empty: 'No payout rules.',
    target: 'Exactly one of affiliate and manager.',
    add: 'New payout rule',
    target_affiliate: 'One affiliate',
    target_manager: 'All affiliates of a manager',
    my_affiliates: 'All of your affiliates.',
    amounts_help: 'Leave an amount empty to keep the offer\'s own.',
    validation: { amount: 'Give at least one amount: a rule with none changes nothing.' },
  },
  'revenue-rules': {
    get name(): string {
      return resourceNames['revenue-rules'];
    },
    fields: { id: 'ID', offer_id: 'Offer', offer_name: 'Offer', affiliate_id: 'Affiliate', affiliate_name: 'Affiliate', manager_id: 'Manager', manager_name: 'Manager', target: 'For', revenue_cpa: 'Revenue CPA', revenue_cpl: 'Revenue CPL', created_at: 'Created' },
    empty: 'No revenue rules.',
    target: 'Exactly one of affiliate and manager.',
    add: 'New revenue rule',
  },
  marketplace: {
    get name(): string {
      return resourceNames.marketplace;
    },
    fields: offerFields,
    empty: 'No offers match.',
    all: 'All',
    preview: 'Preview',
    apply: 'Apply',
    pending: 'Request pending',
    rejected: 'Request rejected',
    approved: 'Approved',
    blocked: 'Blocked',
    can_run: 'You can run this offer',
    applied: 'Request sent',
    revshare: 'Revshare %{percent}',
  },
  'my-offers': {
    get name(): string {
      return resourceNames['my-offers'];
    },
    fields: offerFields,
    empty: 'No offers to run yet: apply to some in Offers.',
    link: 'Tracking link',
  },
};

export const offerMessages = { en };
