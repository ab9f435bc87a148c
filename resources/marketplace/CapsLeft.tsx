import Box from '@mui/material/Box';
import { useRecordContext, useTranslate } from 'react-admin';
import { useLanguage } from '../../src/ui/useLanguage';
import { capAmount, capName } from '../offers/capText';

const T = 'resources.marketplace.caps';

interface AffiliateCap {
  period: string;
  metric: string;
  scope: 'offer' | 'own';
  limit: number;
  left: number;
}

/** What is left of each cap binding the affiliate on the offer (the offer's, shared, and their own), or "No cap". */
export function CapsLeft(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const caps = (Array.isArray(record?.caps) ? record.caps : []) as AffiliateCap[];
  if (!caps.length) return <span>{translate('resources.marketplace.no_cap')}</span>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="caps-left">
      {caps.map((c, i) => (
        <li key={i}>
          {translate(c.scope === 'own' ? `${T}.own_line` : `${T}.line`, {
            cap: capName(c.period, c.metric, lang),
            left: capAmount(c.metric, c.left, lang),
            limit: capAmount(c.metric, c.limit, lang),
          })}
        </li>
      ))}
    </Box>
  );
}
