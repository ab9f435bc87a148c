import AdsClickIcon from '@mui/icons-material/AdsClick';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CreateButton, useTranslate } from 'react-admin';

const T = 'resources.click-payout-rules.empty';

/**
 * No rule yet: what a click payout rule does and which one applies, drawn as the app's empty lists
 * are (src/ui/lists/EmptyState), with react-admin's Create, which shows only to whoever may create.
 */
export function ClickPayoutRulesEmpty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', mt: 4, mx: 2 }}>
      <AdsClickIcon sx={{ width: '6em', height: '6em', opacity: 0.7 }} />
      <Typography variant="h4" component="p" sx={{ mb: 2, opacity: 0.7, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body1" sx={{ maxWidth: 640, mx: 'auto' }}>
        {translate(`${T}.explain`)}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <CreateButton variant="contained" />
      </Box>
    </Box>
  );
}
