import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { useFormatInstant } from '../../src/ui/dateFormat';

const dash = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value));

/** One labelled value of the broker's side; the label is the field's name in the resource's messages. */
function Item({ source, children }: { source: string; children: ReactNode }) {
  return (
    <Labeled source={source} resource="leads">
      <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Labeled>
  );
}

/** Whether the autologin's opener had the lead's address and country: a word, not a colour alone. */
function Match({ value, label }: { value: boolean | null | undefined; label: string }) {
  const translate = useTranslate();
  if (value === null || value === undefined) return null;
  return <Chip size="small" variant="outlined" color={value ? 'success' : 'warning'} label={`${label}: ${translate(value ? 'resources.leads.match.yes' : 'resources.leads.match.no')}`} />;
}

/**
 * The broker's side of a lead (spec 4 §2): the broker and their lead id, our one-time autologin
 * (used or not, when, and whether the opener's address and country were the lead's), accepted,
 * FTD and late FTD, the broker's last status text.
 */
export function LeadBroker() {
  const record = useRecordContext();
  const translate = useTranslate();
  const when = useFormatInstant();
  if (!record) return null;
  const at = (value: unknown) => (value ? when(value) : '—');
  const autologin = !record.autologin
    ? translate('resources.leads.autologin_state.none')
    : translate(record.autologin_used ? 'resources.leads.autologin_state.used' : 'resources.leads.autologin_state.unused');
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('resources.leads.broker_section')}
        </Typography>
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap>
          <Item source="broker_name">{dash(record.broker_name)}</Item>
          <Item source="broker_lead_id">{dash(record.broker_lead_id)}</Item>
          <Item source="broker_status">{dash(record.broker_status)}</Item>
          <Item source="accepted_at">{at(record.accepted_at)}</Item>
          <Item source="ftd_at">{at(record.ftd_at)}</Item>
          <Item source="late_ftd">{translate(record.late_ftd ? 'resources.leads.match.yes' : 'resources.leads.match.no')}</Item>
        </Stack>
        <Stack direction="row" spacing={3} flexWrap="wrap" useFlexGap sx={{ mt: 2 }}>
          <Item source="autologin">{autologin}</Item>
          {record.autologin_url ? <Item source="autologin_url">{String(record.autologin_url)}</Item> : null}
          {record.autologin_used ? (
            <>
              <Item source="autologin_opened_at">{at(record.autologin_opened_at)}</Item>
              <Item source="autologin_from">{`${dash(record.autologin_ip)} · ${dash(record.autologin_country)}`}</Item>
              <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
                <Match value={record.autologin_ip_match as boolean | null} label={translate('resources.leads.fields.ip')} />
                <Match value={record.autologin_country_match as boolean | null} label={translate('resources.leads.fields.country')} />
              </Stack>
            </>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}
