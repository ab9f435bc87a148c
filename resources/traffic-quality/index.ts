import { FRAUD_EXPLAIN_RULE, TRAFFIC_SAFETY_RULE } from '../../domain/quality/access';
import { defineResource, lazyMessages } from '../../providers/resourceManifest';

/**
 * Traffic quality (spec 4 §4): no screen of its own. Its access answers whether a screen shows
 * Traffic safety (`list`: UI_FraudDetection_View) and the reasons (`show`: UI_FraudDetection_Explain);
 * its panels live beside (TrafficQualityPanel.tsx) and are used by the click log and the conversion page.
 */
export default defineResource({
  name: 'traffic-quality',
  access: { list: TRAFFIC_SAFETY_RULE, show: FRAUD_EXPLAIN_RULE },
  names: { en: 'Traffic quality |||| Traffic quality' },
  messages: lazyMessages(() => import('./messages'), () => import('./messages.ru'), 'trafficQualityMessages'),
});
