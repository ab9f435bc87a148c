import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate, type FieldProps } from 'react-admin';

/** The campaign that owns the rule, or "Any campaign" for the domain's own rules. */
export function CampaignField(_props: FieldProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return record.campaign_name ? (
    <span>{record.campaign_name}</span>
  ) : (
    <Typography variant="body2" component="span" color="text.secondary">
      {translate('resources.tracking-domain-rules.any_campaign')}
    </Typography>
  );
}
