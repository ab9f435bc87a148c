import { useMemo, useState } from 'react';
import { Alert, Box, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import {
  Form,
  ListContextProvider,
  SaveButton,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  maxLength,
  useDataProvider,
  useGetList,
  useList,
  useRecordContext,
  useTranslate,
  type DataProvider,
} from 'react-admin';
import { PIXEL_ACTION_CODE, PixelAction } from '../../domain/enums/pixel';
import { CampaignStatus } from '../../domain/enums/campaign';
import type { AdvertiserCalls, TestConversionResult } from '../../providers/advertiserCalls';
import { MoneyField } from '../../src/ui/figureFields';
import { useFormSubmit } from '../../src/ui/lists/useFormSubmit';
import { SectionCard } from '../../src/ui/SectionCard';
import { StatusChipField } from '../../src/ui/StatusChipField';
import { useLanguage } from '../../src/ui/useLanguage';
import { ReceivedPostbackRows } from '../advertiser-postbacks/ReceivedPostbackRows';
import { ChangeRequests } from './ChangeRequests';

const T = 'resources.advertiser-offers';

/** A read-only code box the advertiser copies from. */
function Code({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  return (
    <MuiTextField
      label={translate(label)}
      value={value}
      fullWidth
      multiline
      slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: 13 } } }}
      sx={{ mb: 2 }}
    />
  );
}

/** Their S2S postback URL with their token and the two pixels, on the offer's domain. */
function Setup() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const pixels = record.pixels as { iframe: string; js: string } | null;
  return (
    <SectionCard id="advertiser-offer-setup" title={`${T}.setup.title`} sx={{ mt: 2 }}>
      {record.postback_url ? (
        <>
          <Code label={`${T}.setup.postback_url`} value={String(record.postback_url)} />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${T}.setup.postback_help`)}
          </Typography>
          <Code label={`${T}.setup.token`} value={String(record.postback_token)} />
        </>
      ) : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(record.postback_token ? `${T}.setup.no_domain` : `${T}.setup.no_token`)}
        </Alert>
      )}
      {pixels ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${T}.setup.pixel_help`)}
          </Typography>
          <Code label={`${T}.setup.pixel_iframe`} value={pixels.iframe} />
          <Code label={`${T}.setup.pixel_js`} value={pixels.js} />
        </>
      ) : null}
    </SectionCard>
  );
}

const BLANK = { click_id: '', action: 'lead', sum: '', order_id: '' };

/** "Send a test conversion": the real postback path with their token; shows what we answered. */
function TestConversion() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const calls = useDataProvider<DataProvider & AdvertiserCalls>();
  const submitting = useFormSubmit({ refresh: true });
  const [result, setResult] = useState<TestConversionResult | null>(null);
  const choices = useMemo(() => PixelAction.values.map((v) => ({ id: PIXEL_ACTION_CODE[v], name: PixelAction.label(v, lang) })), [lang]);
  if (!record) return null;
  const submit = (values: Record<string, unknown>) =>
    submitting(async () => {
      const text = (key: string) => (String(values[key] ?? '').trim() === '' ? undefined : String(values[key]).trim());
      setResult(await calls.sendTestConversion(Number(record.id), { click_id: text('click_id'), action: text('action'), sum: text('sum'), order_id: text('order_id') }));
    });
  return (
    <SectionCard id="advertiser-offer-test" title={`${T}.test.title`} sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`${T}.test.help`)}
      </Typography>
      <Form record={BLANK} onSubmit={submit} warnWhenUnsavedChanges={false}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 0, md: 2 }}>
          <TextInput source="click_id" label={`${T}.test.click_id`} validate={maxLength(64)} />
          <SelectInput source="action" label={`${T}.test.action`} choices={choices} />
          <TextInput source="sum" label={`${T}.test.sum`} validate={maxLength(20)} />
          <TextInput source="order_id" label={`${T}.test.order_id`} validate={maxLength(100)} />
        </Stack>
        <SaveButton label={`${T}.test.send`} alwaysEnable />
      </Form>
      {result ? (
        <Alert severity={result.http_status === 200 ? 'success' : 'warning'} sx={{ mt: 2 }} role="status">
          <Typography>{translate(`${T}.test.answered`, { status: result.http_status })}</Typography>
          {result.conversion_id ? <Typography>{translate(`${T}.test.recorded`, { id: result.conversion_id })}</Typography> : null}
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0, fontSize: 13 }}>
            {JSON.stringify(result.answer, null, 2)}
          </Box>
        </Alert>
      ) : null}
    </SectionCard>
  );
}

/** This offer's last received postbacks, with what we answered. */
function OfferPostbacks() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { data = [], isPending } = useGetList('advertiser-postbacks', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'DESC' }, filter: { offer_id: record?.id } }, { enabled: record !== undefined });
  const list = useList({ data, isPending, resource: 'advertiser-postbacks' });
  return (
    <SectionCard id="advertiser-offer-postbacks" title={`${T}.log.title`} sx={{ mt: 2 }}>
      {!isPending && data.length === 0 ? (
        <Typography>{translate('resources.advertiser-postbacks.empty')}</Typography>
      ) : (
        <ListContextProvider value={list}>
          <ReceivedPostbackRows withOffer={false} />
        </ListContextProvider>
      )}
    </SectionCard>
  );
}

/** One of the advertiser's offers: its prices, its set-up, a test, and the postbacks received for it. */
export function AdvertiserOfferShow() {
  const translate = useTranslate();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <TextField source="name" />
        <StatusChipField source="status" statuses={CampaignStatus} />
        <MoneyField source="revenue_cpa" currencySource="currency" />
        <MoneyField source="revenue_cpl" currencySource="currency" />
        <TextField source="countries" emptyText="—" />
        <TextField source="landing_url" sx={{ wordBreak: 'break-all' }} />
        <TextField source="description" emptyText="—" />
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.read_only`)}
        </Typography>
      </SimpleShowLayout>
      <Box sx={{ p: { xs: 1, sm: 2 } }}>
        <Setup />
        <TestConversion />
        <ChangeRequests />
        <OfferPostbacks />
      </Box>
    </Show>
  );
}
