import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AppList } from '../../src/ui/lists';
import { ReceivedPostbackRows } from './ReceivedPostbackRows';

const T = 'resources.advertiser-postbacks';

/** The last 100 postbacks the advertiser's server sent us, newest first, with what we answered. */
export function ReceivedPostbackList() {
  const translate = useTranslate();
  return (
    <AppList perPage={100} pagination={false} sort={{ field: 'id', order: 'DESC' }} exporter={false} empty={false}>
      <Box sx={{ px: 2, pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.help`)}
        </Typography>
      </Box>
      <ReceivedPostbackRows />
    </AppList>
  );
}
