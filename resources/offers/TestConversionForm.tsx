import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { PIXEL_ACTION_CODE, PixelAction } from '../../domain/enums/pixel';
import { NotPayableSaleReason } from '../../domain/enums/reasons';
import type { TestConversionResult } from '../../providers/conversionCalls';
import { useLanguage } from '../../src/ui/useLanguage';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { useConversionCalls } from '../conversions/useConversionCalls';
import { fieldErrors } from '../../src/ui/lists/useFormSubmit';

const T = 'resources.offers.integration';
type Field = 'click_id' | 'sum' | 'order_id' | 'action';

/** The advertiser's postback tried from the offer screen for one click id (POST /campaigns/{id}/test-conversion). */
export function TestConversionForm({ offerId }: { offerId: Identifier }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const calls = useConversionCalls();
  const onError = useNotifyUnhandled();
  const [values, setValues] = useState({ click_id: '', action: 'lead', sum: '', order_id: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [result, setResult] = useState<TestConversionResult | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      const input = { click_id: values.click_id.trim(), action: values.action, ...(values.sum ? { sum: values.sum } : {}), ...(values.order_id ? { order_id: values.order_id } : {}) };
      setResult(await calls.testConversion(offerId, input));
    } catch (error) {
      const fields = fieldErrors<Field>(error);
      if (fields) setErrors(fields);
      else onError(error);
    } finally {
      setBusy(false);
    }
  };
  const payable = (r: TestConversionResult) =>
    r.payable ? translate(`${T}.payable`) : translate(`${T}.not_payable`, { reason: r.reason ? NotPayableSaleReason.label(r.reason as never, lang) : '—' });
  return (
    <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} noValidate sx={{ display: 'grid', gap: 1.5, mt: 2 }} aria-labelledby="test-conversion-title">
      <Typography variant="h6" component="h2" id="test-conversion-title">
        {translate(`${T}.test_title`)}
      </Typography>
      <Typography>{translate(`${T}.test_explain`)}</Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}>
        <TextField label={translate(`${T}.click_id`)} value={values.click_id} onChange={set('click_id')} error={Boolean(errors.click_id)} helperText={errors.click_id} required />
        <TextField select label={translate(`${T}.action`)} value={values.action} onChange={set('action')} error={Boolean(errors.action)} helperText={errors.action}>
          {PixelAction.values.map((v) => (
            <MenuItem key={v} value={PIXEL_ACTION_CODE[v]}>
              {PixelAction.label(v, lang)}
            </MenuItem>
          ))}
        </TextField>
        <TextField label={translate(`${T}.sum`)} value={values.sum} onChange={set('sum')} error={Boolean(errors.sum)} helperText={errors.sum} slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextField label={translate(`${T}.order_id`)} value={values.order_id} onChange={set('order_id')} error={Boolean(errors.order_id)} helperText={errors.order_id} />
      </Box>
      <Box>
        <Button type="submit" variant="contained" disabled={busy || values.click_id.trim() === ''}>
          {translate(`${T}.send_test`)}
        </Button>
      </Box>
      {result ? (
        <Alert severity={result.duplicate ? 'info' : result.payable ? 'success' : 'warning'} role="status">
          {result.duplicate ? translate(`${T}.test_duplicate`, { id: result.conversion_id }) : translate(`${T}.test_recorded`, { id: result.conversion_id, payable: payable(result) })}
        </Alert>
      ) : null}
    </Box>
  );
}
