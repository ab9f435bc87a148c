import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { StatusGroup } from '../../domain/leads/statusGroups';
import { useFormatInstant } from '../../src/ui/dateFormat';
import { EnterStatusButton } from './EnterStatusButton';

/** One row of the lead's status history as `GET /leads/{id}` answers it to staff (docs/api.md, Leads). */
export interface LeadStatusRow {
  id: number;
  raw_status: string;
  group: string | null;
  group_label: string | null;
  source: string;
  received_at: string;
  broker_at: string | null;
  refusal: string | null;
  /** who entered a manual status, and their note */
  actor?: string | null;
  note?: string | null;
}

const S = 'resources.leads.statuses';
const CHIP_COLOR = { success: 'success', warning: 'warning', danger: 'error', info: 'info' } as const;

/** The group as a coloured chip, or "Unmapped" when the integration's mapping does not name the word. */
function GroupChip({ row }: { row: LeadStatusRow }) {
  const translate = useTranslate();
  if (row.group === null) return <Chip size="small" variant="outlined" label={translate(`${S}.unmapped`)} />;
  const style = StatusGroup.style(row.group);
  return <Chip size="small" color={style ? CHIP_COLOR[style] : 'default'} label={row.group_label ?? row.group} />;
}

/**
 * The broker's statuses of the lead, oldest first, as a timeline (spec 4 §2): the broker's own word,
 * its common group, where it came from, when we received it (and when the broker set it, if it
 * said); a status refused after the look-back is shown struck with why. Staff only: the server
 * sends the history to staff.
 */
export function LeadStatuses() {
  const record = useRecordContext();
  const translate = useTranslate();
  const when = useFormatInstant();
  const rows = record?.statuses as LeadStatusRow[] | undefined;
  if (!rows) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
          <Typography variant="h6" component="h2" id="lead-statuses-title">
            {translate(`${S}.title`)}
          </Typography>
          <EnterStatusButton />
        </Stack>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${S}.empty`)}
          </Typography>
        ) : (
          <Box component="ol" aria-labelledby="lead-statuses-title" sx={{ listStyle: 'none', m: 0, p: 0, borderLeft: 2, borderColor: 'divider', ml: 1 }}>
            {rows.map((row) => (
              <Box component="li" key={row.id} sx={{ position: 'relative', pl: 2, pb: 1.5, opacity: row.refusal ? 0.7 : 1 }}>
                <Box aria-hidden sx={{ position: 'absolute', left: -6, top: 6, width: 10, height: 10, borderRadius: '50%', bgcolor: row.refusal ? 'text.disabled' : 'primary.main' }} />
                <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
                  <Typography variant="body2" sx={{ fontWeight: 600, textDecoration: row.refusal ? 'line-through' : 'none', overflowWrap: 'anywhere' }}>
                    {row.raw_status}
                  </Typography>
                  <GroupChip row={row} />
                  <Typography variant="caption" color="text.secondary">
                    {translate(`${S}.sources.${row.source}`, { _: row.source })} · {when(row.received_at)}
                    {row.broker_at ? ` · ${translate(`${S}.broker_at`, { at: when(row.broker_at) })}` : ''}
                    {row.actor ? ` · ${translate(`${S}.by`, { name: row.actor })}` : ''}
                  </Typography>
                </Stack>
                {row.note ? (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {row.note}
                  </Typography>
                ) : null}
                {row.refusal ? (
                  <Typography variant="caption" color="error">
                    {translate(`${S}.refusals.${row.refusal}`, { _: row.refusal })}
                  </Typography>
                ) : null}
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
