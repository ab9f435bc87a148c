import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';

const T = 'resources.offers.integration';

/** One read-only value with a copy button. */
function CopyField({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify('resources.offers.link.copied', { type: 'success' });
    } catch {
      notify('resources.offers.link.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField label={translate(label)} value={value} fullWidth multiline slotProps={{ input: { readOnly: true } }} sx={{ flex: '1 1 320px' }} />
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        {translate('resources.offers.link.copy')}
      </Button>
    </Box>
  );
}

/**
 * The advertiser's side of the offer (issue 14): the S2S postback URL with their token, where their
 * server replaces `{click_id}` (and optionally the sum, currency and order id), and the iFrame and
 * JS pixels for a confirmation page.
 */
export function IntegrationTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const pixels = record.pixels as { iframe: string; js: string } | null | undefined;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 900 }}>
      <Typography>{translate(`${T}.explain`)}</Typography>
      {record.postback_url ? <CopyField label={`${T}.postback_url`} value={String(record.postback_url)} /> : <Typography>{translate(`${T}.no_token`)}</Typography>}
      {pixels ? (
        <>
          <CopyField label={`${T}.iframe`} value={pixels.iframe} />
          <CopyField label={`${T}.js`} value={pixels.js} />
        </>
      ) : null}
    </Box>
  );
}
