import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Form, NumberInput, required, SaveButton, SelectInput, useTranslate, type Validator } from 'react-admin';
import { FRAUD_SETTING_LIMITS, RiskyAction, type FraudSettings } from '../../domain/quality/fraudSettings';
import { useLanguage } from '../../src/ui/useLanguage';
import { useSaveSection } from './useSaveSection';

const label = (field: string) => `resources.traffic-quality.settings.fields.${field}`;
const NUMBERS = Object.keys(FRAUD_SETTING_LIMITS) as (keyof typeof FRAUD_SETTING_LIMITS)[];

/** A threshold within its limits (the server's, domain/quality/fraudSettings.ts), said in the interface's language. */
const withinLimits =
  ({ min, max, integer }: { min: number; max: number; integer: boolean }): Validator =>
  (value: unknown) => {
    if (value === undefined || value === null || value === '') return undefined;
    const n = Number(value);
    const fits = Number.isFinite(n) && n >= min && n <= max && (integer ? Number.isInteger(n) : Math.round(n * 100) === n * 100);
    return fits ? undefined : { message: `resources.traffic-quality.settings.${integer ? 'whole' : 'decimal'}`, args: { min, max } };
  };
const VALIDATE = Object.fromEntries(NUMBERS.map((field) => [field, [required(), withinLimits(FRAUD_SETTING_LIMITS[field])]]));

/** The fraud-detection thresholds and what a Risky conversion gets (spec 4 §4); the server checks each limit again (422 on the field). */
export function FraudSettingsForm({ settings, enabled }: { settings: FraudSettings; enabled: boolean }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const save = useSaveSection('fraud-detection');
  if (!enabled) return <Alert severity="info">{translate('resources.traffic-quality.settings.off')}</Alert>;
  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('resources.traffic-quality.settings.help')}
      </Typography>
      <Form key={JSON.stringify(settings)} defaultValues={settings} noValidate onSubmit={(values: Record<string, unknown>) => save(values as Partial<FraudSettings>)}>
        {NUMBERS.map((field) => {
          const { min, max, integer } = FRAUD_SETTING_LIMITS[field];
          return <NumberInput key={field} source={field} label={label(field)} min={min} max={max} step={integer ? 1 : 0.5} validate={VALIDATE[field]} fullWidth />;
        })}
        <SelectInput source="risky_action" label={label('risky_action')} choices={RiskyAction.options(lang)} translateChoice={false} validate={required()} />
        <SaveButton />
      </Form>
    </>
  );
}
