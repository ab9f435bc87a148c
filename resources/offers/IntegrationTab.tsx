import { Box, Typography } from '@mui/material';
import { useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { CopyField } from './CopyField';
import { TestConversionForm } from './TestConversionForm';

const T = 'resources.offers.integration';

/**
 * The advertiser's side of the offer: the S2S postback URL with their token, where their
 * server replaces `{click_id}` (and optionally the sum, currency and order id), and the iFrame and
 * JS pixels for a confirmation page, and a test conversion for a click id.
 */
export function IntegrationTab() {
  const record = useRecordContext();
  const translate = useTranslate();
  // trying the integration records a real conversion: for those who may edit the offer
  const { canAccess: canTest } = useCanAccess({ resource: 'offers', action: 'edit' });
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
      {canTest ? <TestConversionForm offerId={record.id} /> : null}
    </Box>
  );
}
