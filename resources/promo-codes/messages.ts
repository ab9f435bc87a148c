// resources.promo-codes.* in both catalogues (and the deep-link texts of the offer screens)
import { withResourceName } from '../../providers/resourceName';

export const promoCodeMessages = {
  en: {
    'promo-codes': withResourceName('promo-codes', {
      fields: {
        code: 'Promo code',
        affiliate_id: 'Affiliate',
        affiliate_name: 'Affiliate',
        affiliate_email: 'E-mail',
        offer_name: 'Offer',
        created_at: 'Assigned',
      },
      tab: 'Promo codes',
      help: 'A conversion the advertiser reports with one of these codes and no click is paid to the code\'s affiliate, by their payout on this offer. Codes are unique per offer whatever their case.',
      add: 'Assign',
      added: 'Promo code assigned',
      empty: 'No promo codes on this offer yet.',
      code_format: '1–64 letters, digits, dots, hyphens or underscores, starting with a letter or digit.',
      yours: 'Your promo codes',
      yours_help: 'Give these to your audience: a sale the advertiser reports with your code counts as yours, even without a click.',
      none_yours: 'You have no promo code on this offer. Ask your manager for one.',
      notifications: { deleted: 'Promo code removed' },
      message: { delete_title: 'Remove promo code %{recordRepresentation}?', delete_content: 'Conversions already attributed to it stay as they are.' },
      deep_link: {
        title: 'Deep links',
        allowed: 'Add &url= with an address on one of these hosts to your tracking link to land the visitor on that page:',
        not_allowed: 'This offer always lands on its own landing page.',
        hosts_help: 'Host names a click\'s &url= may land on, exactly (a subdomain must be listed itself), such as shop.example.com. Press Enter after each.',
      },
    }),
  },
};
