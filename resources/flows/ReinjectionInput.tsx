import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { BooleanInput, maxValue, minValue, NumberInput, required, useTranslate } from 'react-admin';

/** What switching re-injection on starts from: every half hour, three rounds, within a day. */
export const DEFAULT_REINJECTION = { every_minutes: 30, rounds: 3, window_hours: 24 };

const range = (min: number, max: number) => [required(), minValue(min), maxValue(max)];
const isOn = (value: unknown) => value !== null && value !== undefined && value !== false;

/**
 * A flow's re-injection schedule (spec 4 §2): off, or every N minutes, up to N rounds, within N
 * hours of the lead. The switch holds the whole schedule (null when off), the numbers its parts.
 */
export function ReinjectionInput() {
  const translate = useTranslate();
  const schedule = useWatch({ name: 'reinjection' }) as unknown;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {translate('resources.flows.reinjection.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.flows.reinjection.help')}
      </Typography>
      <BooleanInput
        source="reinjection"
        label="resources.flows.reinjection.on"
        format={isOn}
        parse={(on: boolean) => (on ? DEFAULT_REINJECTION : null)}
        helperText={false}
      />
      {isOn(schedule) ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <NumberInput source="reinjection.every_minutes" label="resources.flows.reinjection.every_minutes" min={5} max={1440} step={5} validate={range(5, 1440)} />
          <NumberInput source="reinjection.rounds" label="resources.flows.reinjection.rounds" min={1} max={20} validate={range(1, 20)} />
          <NumberInput source="reinjection.window_hours" label="resources.flows.reinjection.window_hours" min={1} max={168} validate={range(1, 168)} />
        </Box>
      ) : null}
    </Box>
  );
}
