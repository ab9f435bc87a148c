import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { DeepLink } from '../../domain/enums/misc';

const T = 'resources.promo-codes';

/** The affiliate's own promo codes on the offer they are reading (its answer's `promo_codes`), labelled by the show layout. */
export function AffiliatePromoCodes(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const codes: unknown = record?.promo_codes;
  if (!Array.isArray(codes) || !codes.length) return <span>{translate(`${T}.none_yours`)}</span>;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {codes.map((code) => (
          <Chip key={String(code)} label={String(code)} translate="no" sx={{ fontFamily: 'monospace' }} />
        ))}
      </Box>
      <Typography variant="body2">{translate(`${T}.yours_help`)}</Typography>
    </Box>
  );
}

/** Whether the offer takes deep links (`&url=`), and to which hosts, for the affiliate building links. */
export function AffiliateDeepLinks(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const hosts: unknown = record?.deep_link_hosts;
  if (record?.deep_link !== DeepLink.Allowed || !Array.isArray(hosts) || !hosts.length) return <span>{translate(`${T}.deep_link.not_allowed`)}</span>;
  return (
    <span>
      {translate(`${T}.deep_link.allowed`)} <span translate="no">{hosts.join(', ')}</span>
    </span>
  );
}
