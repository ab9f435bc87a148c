import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Button, useNotify, useTranslate } from 'react-admin';

/** The ten recovery codes, shown once after enrolment, with a copy button. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const copy = async () => {
    await navigator.clipboard?.writeText(codes.join('\n'));
    notify('security.two_factor.copied', { type: 'success' });
  };
  return (
    <Alert severity="warning" sx={{ mt: 2 }} role="region" aria-label={translate('security.two_factor.recovery_title')}>
      <strong>{translate('security.two_factor.recovery_title')}</strong>
      <Box component="p" sx={{ my: 1 }}>
        {translate('security.two_factor.recovery_intro')}
      </Box>
      <Box component="ul" sx={{ fontFamily: 'monospace', columns: 2, pl: 3, my: 1 }} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button label="security.two_factor.copy" onClick={() => void copy()}>
          <ContentCopyIcon />
        </Button>
        <Button label="security.two_factor.saved_them" variant="contained" onClick={onDone} />
      </Box>
    </Alert>
  );
}
