import { advertiserPaymentsResource } from '../../domain/advertiserBilling/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';

/**
 * Payments received from advertisers: no screen of their own; the advertiser invoice's page records
 * one (`create`) and deletes one recorded by mistake (`delete`) through react-admin's hooks.
 */
export default defineResource({
  name: 'advertiser-payments',
  ...advertiserPaymentsResource,
  names: { en: 'Advertiser payment |||| Advertiser payments' },
  messages: lazyMessages(() => import('../advertiser-invoices/messages'), () => import('../advertiser-invoices/messages.ru'), 'advertiserInvoiceMessages', 'advertiser-payments'),
});
