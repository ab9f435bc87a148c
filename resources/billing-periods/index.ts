import { billingPeriodsResource } from '../../domain/billing/access';
import { defineResource } from '../../providers/resourceManifest';

/** The billing periods a payout belongs to, read by the billing screens; no `<Resource>`. */
export default defineResource({
  name: 'billing-periods',
  ...billingPeriodsResource,
});
