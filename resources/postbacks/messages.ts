// resources.{postbacks, postback-log}.* in both catalogues (src/i18n/en.ts, ru.ts)
import { withResourceName } from '../../providers/resourceName';

export const postbackMessages = {
  en: {
    postbacks: withResourceName('postbacks', {
      fields: { id: 'ID', action: 'Action', campaign_id: 'Offer', campaign_name: 'Offer', method: 'Method', url: 'URL', affiliate_name: 'Affiliate' },
      all_offers: 'All offers',
      empty: 'No postbacks yet: add one to be told of every conversion on your server.',
      add: 'Add postback',
      edit: 'Edit postback',
      test: 'Send test',
      test_ok: 'Test delivered: HTTP %{status}',
      test_failed: 'Test failed: %{error}',
      save: 'Save',
      cancel: 'Cancel',
      url_help: 'Public http(s) URL. Macros: {click_id} {conversion_id} {offer_id} {aff_id} {action} {commission} {order_sum} {order_currency} {order_id} {country} {p1}…{p10}. Each request carries X-Signature: sha256=HMAC of its query (GET) or body (POST) with your callback secret key.',
      offer_help: 'Leave empty for every offer; a postback for one offer replaces the global one there.',
      log: 'Processing log',
      integration_status: 'Integration status',
      created: 'Postback saved',
      message: { delete_title: 'Delete this postback?', delete_content: 'Nothing more will be sent to this URL.' },
    }),
    'postback-log': withResourceName('postback-log', {
      fields: { created_at: 'Time', url: 'URL', method: 'Method', http_status: 'HTTP', status: 'Status', attempt: 'Try', error: 'Error', test: 'Test', conversion_id: 'Conversion' },
      empty: 'Nothing sent yet.',
      no_answer: 'No answer: the address is refused or unreachable, or it did not answer within %{seconds} s.',
    }),
  },
};
