// Traffic quality (spec 4 §4): `resources.traffic-quality.*`, read by the click log, the conversion
// page and System settings. Reason and safety labels live with their enums (domain/quality, domain/enums/report).
import { withResourceName } from '../../providers/resourceName';

const en = withResourceName('traffic-quality', {
  title: 'Traffic quality',
  safety: 'Traffic safety',
  reasons: 'Why',
  no_reasons: 'No reason: this traffic looks safe.',
  not_judged: 'Recorded before traffic was judged: no reasons kept.',
  explain: 'Why is this click %{safety}?',
  explain_conversion: 'Why is this conversion %{safety}?',
  explain_button: 'Why: %{safety}',
  close: 'Close',
  loading: 'Loading the reasons…',
  settings: {
    title: 'Fraud detection',
    help: 'How clicks and conversions are judged Safe, Mixed or Risky, and what a Risky conversion gets.',
    whole: 'Enter a whole number from %{min} to %{max}.',
    decimal: 'Enter a number from %{min} to %{max}, with at most two decimals.',
    off: 'Fraud detection is switched off in the workspace features: traffic is still judged, Risky conversions are only flagged.',
    fields: {
      duplicate_window_minutes: 'Duplicate window (minutes)',
      duplicate_ip_clicks: 'Clicks from one IP address that make it a duplicate',
      min_conversion_seconds: 'Shortest click-to-conversion time (seconds; 0: not checked)',
      conversion_rate_factor: "Conversion rate this many times the affiliate's norm is a spike",
      conversion_rate_min_conversions: 'Conversions in a day before a spike is judged',
      mixed_reasons_for_risky: 'Reasons together that make traffic Risky',
      risky_alert_percent: "Alert when this share (%) of an affiliate's clicks or conversions in 24 hours is Risky",
      risky_alert_min_clicks: 'Clicks in 24 hours before their Risky share is judged',
      risky_alert_min_conversions: 'Conversions in 24 hours before their Risky share is judged',
      risky_action: 'What a Risky conversion gets',
    },
  },
});

export const trafficQualityMessages = { en };
