import { Box, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { PHONE_QUERY } from '../../src/ui/columns/ColumnsDatagrid';
import { useFormatInstant } from '../../src/ui/dateFormat';
import { RepushButton } from './RepushButton';

/** One try of the push log as `GET /leads/{id}` answers it to staff (docs/api.md, Leads). */
export interface Push {
  id: number;
  integration_name: string;
  attempt: number;
  outcome: string;
  response_status: number | null;
  http_status: number | null;
  request: string | null;
  answer: string | null;
  reason: string | null;
  note: string | null;
  ms: number | null;
  source: string;
  created_at: string;
}

const P = 'resources.leads.pushes';
const pre = { m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 240, overflow: 'auto' } as const;
const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** The try's Response status as a word and a colour: Success 1, Error 0, or still waiting. */
function OutcomeChip({ push }: { push: Push }) {
  const translate = useTranslate();
  if (push.outcome === 'pending') return <Chip size="small" variant="outlined" label={translate(`${P}.pending`)} />;
  const success = push.response_status === 1;
  return <Chip size="small" color={success ? 'success' : 'error'} label={`${translate(success ? `${P}.success` : `${P}.error`)} (${success ? 1 : 0})`} />;
}

/** The try's reason in words (a code the push engine gives) and the note (a re-push's reason). */
function Why({ push }: { push: Push }) {
  const translate = useTranslate();
  const reason = push.reason ? translate(`${P}.reasons.${push.reason}`, { _: push.reason }) : null;
  const text = [reason, push.note].filter(Boolean).join(' — ');
  return <>{dash(text)}</>;
}

/** What was sent and what came back, folded: monospace, scrolling inside its box. */
function Exchange({ push }: { push: Push }) {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Box component="details">
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          {translate(`${P}.request`)}
        </Box>
        <Box component="pre" sx={pre}>
          {dash(push.request)}
        </Box>
      </Box>
      <Box component="details">
        <Box component="summary" sx={{ cursor: 'pointer' }}>
          {translate(`${P}.answer`)}
        </Box>
        <Box component="pre" sx={pre}>
          {dash(push.answer)}
        </Box>
      </Box>
    </Stack>
  );
}

const COLUMNS = ['created_at', 'integration', 'attempt', 'outcome', 'http_status', 'ms', 'source', 'why', 'exchange'] as const;

/**
 * The lead's routing trace (the lines as the server words them) and, for staff, the push log: every
 * try with its Response status, HTTP status, time taken, source, reason or note, and the request and
 * answer to unfold. A table; on a phone, a card per try. Re-push for those who may.
 */
export function LeadPushes() {
  const record = useRecordContext();
  const translate = useTranslate();
  const when = useFormatInstant();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  if (!record) return null;
  const trace = (record.trace as string[] | undefined) ?? [];
  const pushes = record.pushes as Push[] | undefined;
  const source = (p: Push) => translate(`${P}.sources.${p.source}`, { _: p.source });
  return (
    <>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate('resources.leads.trace')}
          </Typography>
          {trace.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {translate('resources.leads.no_trace')}
            </Typography>
          ) : (
            <Box component="ol" sx={{ m: 0, pl: 3 }} aria-label={translate('resources.leads.trace')}>
              {trace.map((line, i) => (
                <li key={i}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
      {pushes === undefined ? null : (
        <Card variant="outlined" sx={{ mt: 2 }}>
          <CardContent>
            <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
              <Typography variant="h6" component="h2">
                {translate(`${P}.title`)}
              </Typography>
              <RepushButton />
            </Stack>
            {pushes.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                {translate(`${P}.empty`)}
              </Typography>
            ) : phone ? (
              <Stack spacing={1.5} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }} aria-label={translate(`${P}.title`)}>
                {pushes.map((p) => (
                  <Card key={p.id} variant="outlined" component="li" sx={{ p: 1.5, minWidth: 0 }}>
                    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                      <OutcomeChip push={p} />
                      <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>{`${p.integration_name} · #${p.attempt}`}</Typography>
                    </Stack>
                    <Typography variant="body2" sx={{ mt: 0.5 }}>
                      {`${when(p.created_at)} · ${source(p)} · HTTP ${dash(p.http_status)} · ${translate(`${P}.took`, { ms: dash(p.ms) })}`}
                    </Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      <Why push={p} />
                    </Typography>
                    <Exchange push={p} />
                  </Card>
                ))}
              </Stack>
            ) : (
              <Box sx={{ overflowX: 'auto' }}>
                <Table size="small" aria-label={translate(`${P}.title`)}>
                  <TableHead>
                    <TableRow>
                      {COLUMNS.map((c) => (
                        <TableCell key={c}>{translate(`${P}.columns.${c}`)}</TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {pushes.map((p) => (
                      <TableRow key={p.id} sx={{ verticalAlign: 'top' }}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(p.created_at)}</TableCell>
                        <TableCell>{p.integration_name}</TableCell>
                        <TableCell>{p.attempt}</TableCell>
                        <TableCell>
                          <OutcomeChip push={p} />
                        </TableCell>
                        <TableCell>{dash(p.http_status)}</TableCell>
                        <TableCell>{dash(p.ms)}</TableCell>
                        <TableCell>{source(p)}</TableCell>
                        <TableCell sx={{ minWidth: 160 }}>
                          <Why push={p} />
                        </TableCell>
                        <TableCell sx={{ minWidth: 240, maxWidth: 420 }}>
                          <Exchange push={p} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </Box>
            )}
          </CardContent>
        </Card>
      )}
    </>
  );
}
