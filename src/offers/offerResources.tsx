import { Resource } from 'react-admin';
import advertisers from '../../resources/advertisers';
import conversions from '../../resources/conversions';
import postbacks from '../../resources/postbacks';
import payouts from '../../resources/payouts';
import invoices from '../../resources/invoices';
import marketplace from '../../resources/marketplace';
import myOffers from '../../resources/my-offers';
import offerGroups from '../../resources/offer-groups';
import offerRequests from '../../resources/offer-requests';
import offers from '../../resources/offers';
import payoutRules from '../../resources/payout-rules';
import revenueRules from '../../resources/revenue-rules';
import type { AppRole } from '../boot/pickApp';

/**
 * The offer screens of a role app (spec 3 §1): staff manage offers, requests, advertisers, groups
 * and rules; affiliates get "Offers" (the marketplace) and "My offers". Offer groups stay readable
 * by affiliates for pickers, without a screen.
 */
export function offerResources(role: AppRole) {
  if (role === 'affiliate')
    return [
      <Resource key="marketplace" name="marketplace" {...marketplace} />,
      <Resource key="my-offers" name="my-offers" {...myOffers} />,
      <Resource key="offer-groups" name="offer-groups" recordRepresentation="name" />,
      <Resource key="conversions" name="conversions" {...conversions} />,
      <Resource key="postbacks" name="postbacks" {...postbacks} />,
      <Resource key="payouts" name="payouts" {...payouts} />,
      <Resource key="invoices" name="invoices" {...invoices} />,
    ];
  return [
    <Resource key="offers" name="offers" {...offers} />,
    <Resource key="offer-requests" name="offer-requests" {...offerRequests} />,
    <Resource key="advertisers" name="advertisers" {...advertisers} />,
    <Resource key="offer-groups" name="offer-groups" {...offerGroups} />,
    <Resource key="payout-rules" name="payout-rules" {...payoutRules} />,
    <Resource key="revenue-rules" name="revenue-rules" {...revenueRules} />,
    <Resource key="conversions" name="conversions" {...conversions} />,
    <Resource key="payouts" name="payouts" {...payouts} />,
    <Resource key="invoices" name="invoices" {...invoices} />,
  ];
}
