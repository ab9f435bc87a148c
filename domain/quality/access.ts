import { STAFF } from '../permissions/access';

// Traffic quality (spec 4 §4; docs/decisions/traffic-quality.md): staff see a click's or
// conversion's Traffic safety with UI_FraudDetection_View (feature fraud_detection) and the reasons
// behind it with UI_FraudDetection_Explain (feature fraud_detection_reason). Affiliates see neither.

/** Traffic safety beside clicks and conversions, the report's dimension and measure. */
export const TRAFFIC_SAFETY_RULE = { roles: STAFF, permission: 'UI_FraudDetection_View', feature: 'fraud_detection' } as const;

/** The reasons of one click or conversion: GET /traffic-quality/clicks/{click_id}, /traffic-quality/conversions/{id}. */
export const FRAUD_EXPLAIN_RULE = { roles: STAFF, permission: 'UI_FraudDetection_Explain', feature: 'fraud_detection_reason' } as const;

export const TRAFFIC_QUALITY_PATH = '/traffic-quality';
