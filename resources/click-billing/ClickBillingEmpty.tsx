import AdsClickIcon from '@mui/icons-material/AdsClick';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { Button, useCanAccess, useCreatePath, useTranslate } from 'react-admin';

const T = 'resources.click-billing.empty';

/**
 * Nothing has earned yet: how clicks earn (by click payout rules) and where they are billed, drawn
 * as the app's empty lists are (src/ui/lists/EmptyState), with a way to the rules for whoever reads them.
 */
export function ClickBillingEmpty() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess: rules } = useCanAccess({ resource: 'click-payout-rules', action: 'list' });
  return (
    <Box sx={{ textAlign: 'center', mt: 4, mx: 2 }}>
      <AdsClickIcon sx={{ width: '6em', height: '6em', opacity: 0.7 }} />
      <Typography variant="h4" component="p" sx={{ mb: 2, opacity: 0.7, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
        {translate(`${T}.title`)}
      </Typography>
      <Typography variant="body1" sx={{ maxWidth: 640, mx: 'auto' }}>
        {translate(`${T}.explain`)}
      </Typography>
      {rules ? (
        <Box sx={{ mt: 2 }}>
          <Button component={Link} to={createPath({ resource: 'click-payout-rules', type: 'list' })} label={`${T}.rules`} variant="contained" />
        </Box>
      ) : null}
    </Box>
  );
}
