// resources['advertiser-*'].*: the advertiser app's screens (spec 4 §7), loaded with them
import { withResourceName } from '../../providers/resourceName';

const traffic = {
  id: 'ID',
  created_at: 'Date',
  offer_id: 'Offer',
  offer_name: 'Offer',
  affiliate_id: 'Affiliate ID',
  sub_ids: 'Sub-IDs',
  country: 'Country',
  from: 'From',
  to: 'To',
};

export const en = {
  'advertiser-offers': withResourceName('advertiser-offers', {
    fields: {
      id: 'ID',
      name: 'Offer',
      status: 'Status',
      currency: 'Currency',
      revenue_cpa: 'Price per sale (CPA)',
      revenue_cpl: 'Price per lead (CPL)',
      countries: 'Countries',
      landing_url: 'Landing page',
      preview_url: 'Preview',
      description: 'Description',
      created_at: 'Created',
      q: 'Search',
    },
    empty: 'No offers yet: your manager adds them.',
    read_only: 'Your offers are set up by the network: request a change below to change a price, a country or a landing page.',
    setup: {
      title: 'Postback and pixel set-up',
      postback_url: 'Server-to-server postback URL',
      postback_help: 'Call it from your server when a customer converts: replace {click_id} with the click id your landing page received; sum, currency and order_id are optional.',
      no_token: 'You have no postback token yet: ask your manager to make one.',
      no_domain: 'No tracking domain is active yet: ask your manager.',
      token: 'Your postback token',
      pixel_iframe: 'iFrame pixel',
      pixel_js: 'JavaScript pixel',
      pixel_help: 'Or place one of these on your confirmation page: it reports the conversion of the visitor’s click from their browser.',
    },
    test: {
      title: 'Send a test conversion',
      help: 'Sends a conversion through the same postback path your server calls, with your token. Leave the click id empty to use the offer’s latest click. The conversion is real: it appears in your conversions, marked Test.',
      click_id: 'Click ID (optional)',
      action: 'Action',
      sum: 'Sum (optional)',
      order_id: 'Order ID (optional)',
      send: 'Send test conversion',
      answered: 'We answered %{status}',
      recorded: 'Conversion #%{id} recorded.',
    },
    log: {
      title: 'Last postbacks received for this offer',
    },
  }),
  'advertiser-conversions': withResourceName('advertiser-conversions', {
    fields: {
      ...traffic,
      click_id: 'Click ID',
      action: 'Action',
      order_id: 'Order ID',
      sum: 'Sale amount',
      revenue: 'You owe',
      transaction_status: 'Status',
      test: 'Test',
    },
    test: 'Test',
    empty: 'No conversions yet.',
  }),
  'advertiser-leads': withResourceName('advertiser-leads', {
    fields: {
      ...traffic,
      status: 'Status',
      sale_status: 'Sale status',
      accepted_at: 'Accepted',
      ftd_at: 'First deposit',
    },
    empty: 'No leads yet.',
  }),
  'advertiser-spend': withResourceName('advertiser-spend', {
    fields: {
      id: 'Day',
      date: 'Day',
      offer_id: 'Offer',
      conversions: 'Conversions',
      spend: 'You owe',
      currency: 'Currency',
      from: 'From',
      to: 'To',
    },
    by_day: 'By day',
    by_offer: 'By offer',
    none: 'Nothing owed in this period.',
    help: 'What you owe is the price of each conversion that stands; voided conversions owe nothing.',
  }),
  'advertiser-spend-offers': withResourceName('advertiser-spend-offers', {
    fields: { offer_name: 'Offer', conversions: 'Conversions', spend: 'You owe' },
  }),
  'advertiser-postbacks': withResourceName('advertiser-postbacks', {
    fields: {
      id: 'ID',
      created_at: 'Received',
      offer_id: 'Offer',
      offer_name: 'Offer',
      click_id: 'Click ID',
      method: 'Method',
      params: 'Parameters',
      http_status: 'Our answer',
      answer: 'Answer body',
      conversion_id: 'Conversion',
      test: 'Test',
    },
    help: 'The last 100 postbacks your server (or your test) sent us, newest first, with what we answered. Your token is never shown here.',
    empty: 'No postback received yet.',
    test: 'Test',
  }),
};

export const advertiserAppMessages = { en };
