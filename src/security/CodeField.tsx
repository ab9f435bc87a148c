import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';

/** The one-time code input of enrolment and turning off: numeric keyboard, the browser's code autofill. */
export function CodeField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      label={translate('security.two_factor.code')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? translate('security.two_factor.code_help')}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', spellCheck: false, maxLength: 11 } }}
      autoFocus
      fullWidth
      margin="normal"
    />
  );
}
