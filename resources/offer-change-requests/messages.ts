// resources.offer-change-requests.* (staff) and resources.advertiser-change-requests.* (the advertiser's app) in both catalogues
import { withResourceName } from '../../providers/resourceName';

export const changeRequestMessages = {
  en: {
    'offer-change-requests': withResourceName('offer-change-requests', {
      fields: {
        created_at: 'Asked',
        offer_name: 'Offer',
        advertiser_name: 'Advertiser',
        message: 'Request',
        status: 'Status',
        reply: 'Reply to the advertiser',
      },
      answer_help: 'Make the change on the offer, then mark the request done; or decline it and say why. The advertiser reads the status and the reply.',
      empty: 'No change requests: advertisers ask from their offer’s page.',
    }),
    'advertiser-change-requests': withResourceName('advertiser-change-requests', {
      fields: { created_at: 'Asked', message: 'Request', status: 'Status', reply: 'Reply' },
      title: 'Request a change',
      help: 'The offer is managed by the network. Say what should change (countries, prices, landing page, caps): staff answer here.',
      message: 'What should change',
      send: 'Send request',
      sent: 'Request sent',
      none: 'No requests on this offer yet.',
    }),
  },
};
