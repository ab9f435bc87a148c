import { adminManager, adminOnly, type Row } from './rows';

/** Traffic quality (docs/api.md, Traffic quality): the reasons by UI_FraudDetection_Explain with fraud_detection_reason; the drill-down by UI_FraudDetection_View with fraud_detection; the settings by administrators with fraud_detection. */
export function qualityRows(): Record<string, Row> {
  const explain: Row = { ...adminManager, keys: ['admin', 'manager'], feature: ['admin', 'manager'] };
  return {
    'PUT /settings/config/batch-update/fraud-detection': { ...adminOnly, body: {}, feature: ['admin'] },
    'GET /traffic-quality/clicks/:click_id': { ...explain, params: () => ({ click_id: 'AAAAAAAAAAAAAAAAAAAAAA' }) },
    'GET /traffic-quality/conversions/:id': explain,
    'POST /dashboard/affiliate/pie-bad_quality_traffic': { ...explain, body: {} },
  };
}
