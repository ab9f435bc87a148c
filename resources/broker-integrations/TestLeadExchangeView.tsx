import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { TestLeadExchange } from '../../providers/brokerCalls';

const T = 'resources.broker-integrations.test_lead';
const COLOR = { accepted: 'success', refused: 'warning', failed: 'error', timeout: 'error' } as const;

const pre = { m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 240, overflow: 'auto' } as const;

/** Pretty-prints JSON text; anything else as it came. */
function shown(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** One call to a broker as staff read it: the outcome, what was sent (secrets masked) and what came back. */
export function TestLeadExchangeView({ exchange: x }: { exchange: TestLeadExchange }) {
  const translate = useTranslate();
  const reason = x.reason ? translate(`${T}.reasons.${x.reason}`, { _: x.reason }) : null;
  const headers = Object.entries(x.request.headers);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }} role="region" aria-label={translate(`${T}.exchange`)}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Chip color={COLOR[x.outcome]} label={translate(`${T}.outcomes.${x.outcome}`)} />
        <Typography variant="body2">{x.http_status === null ? translate(`${T}.no_status`) : `HTTP ${x.http_status}`}</Typography>
        <Typography variant="body2">{translate(`${T}.took`, { ms: x.ms })}</Typography>
      </Box>
      {reason ? (
        <Alert severity={x.outcome === 'refused' ? 'warning' : 'error'}>
          {reason}
          {x.detail ? ` — ${x.detail}` : ''}
        </Alert>
      ) : null}
      {x.resumed ? <Alert severity="success">{translate(`${T}.resumed`)}</Alert> : null}
      {x.broker_lead_id || x.autologin_url ? (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, '& dd': { m: 0, wordBreak: 'break-all' } }}>
          {x.broker_lead_id ? (
            <>
              <dt>{translate(`${T}.broker_lead_id`)}</dt>
              <dd>{x.broker_lead_id}</dd>
            </>
          ) : null}
          {x.autologin_url ? (
            <>
              <dt>{translate(`${T}.autologin_url`)}</dt>
              <dd>{x.autologin_url}</dd>
            </>
          ) : null}
        </Box>
      ) : null}
      <Typography variant="subtitle2" component="h3">
        {translate(`${T}.request`)}
      </Typography>
      <Box component="pre" sx={pre}>
        {`${x.request.method} ${x.request.url}\n${headers.map(([name, value]) => `${name}: ${value}`).join('\n')}${x.request.body ? `\n\n${shown(x.request.body)}` : ''}`}
      </Box>
      <Typography variant="subtitle2" component="h3">
        {translate(`${T}.answer`)}
      </Typography>
      <Box component="pre" sx={pre}>
        {x.answer ? shown(x.answer) : translate(`${T}.no_answer`)}
      </Box>
    </Box>
  );
}
