import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, TextField } from '@mui/material';
import { useCopyText } from '../../src/ui/useCopyText';
import { useTranslate } from 'react-admin';

/** One read-only value with a copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const translate = useTranslate();
  const copyText = useCopyText('resources.offers.link');
  const copy = () => copyText(value);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <TextField label={translate(label)} value={value} fullWidth multiline slotProps={{ input: { readOnly: true } }} sx={{ flex: '1 1 320px' }} />
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
        {translate('resources.offers.link.copy')}
      </Button>
    </Box>
  );
}
