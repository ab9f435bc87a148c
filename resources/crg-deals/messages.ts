// resources['crg-deals'].*: loaded with the screens (the manifest, ./index.ts, names this file)
import { withResourceName } from '../../providers/resourceName';

export const en = withResourceName('crg-deals', {
  fields: {
    id: 'ID',
    offer_id: 'Offer',
    affiliate_id: 'Affiliate',
    integration_id: 'Broker integration',
    offer_name: 'Offer',
    affiliate_name: 'Affiliate',
    integration_name: 'Broker integration',
    guarantee_percent: 'Guaranteed CR, %',
    cohort: 'Cohort',
    settle_days: 'Settle days',
    affiliate_terms: 'Affiliate’s terms',
    affiliate_ftd_amount: 'Affiliate’s amount per missing FTD',
    advertiser_ftd_amount: 'Advertiser’s price per missing FTD',
    starts_on: 'Starts on',
    status: 'Status',
  },
  cohort: { week: 'Calendar week', month: 'Calendar month' },
  terms: { chargeback: 'Charged back', pass_through: 'Paid through', none: 'Unchanged' },
  status: { active: 'Active', paused: 'Paused' },
  any_integration: 'Every integration',
  empty: 'No CRG deals yet.',
  cohorts: {
    title: 'Closed cohorts',
    none: 'No cohort has closed yet: a cohort closes its settle days after it ends.',
    period: 'Cohort',
    leads: 'Leads',
    ftds: 'FTDs',
    cr: 'CR vs guarantee',
    shortfall: 'Missing FTDs',
    affiliate_amount: 'Affiliate’s adjustment',
    advertiser_amount: 'Due from the advertiser',
  },
  helper: {
    settle_days: 'Deposits of a cohort’s leads count this many days after the cohort ends; then it closes.',
    affiliate_terms: 'What the shortfall does to the affiliate’s commission.',
  },
});

export const crgDealMessages = { en };
