import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LinkBase, Title, useBasename, useTranslate } from 'react-admin';

/** R24: react-admin's catchAll for a path no screen of the role app answers. */
export function NotFoundPage() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Title title={translate('app.errors.not_found_title')} />
      <Typography variant="h4" component="h2" gutterBottom>
        {translate('app.errors.not_found_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.errors.not_found')}
      </Typography>
      <Button variant="contained" component={LinkBase} to={`${basename}/`} startIcon={<HomeIcon />}>
        {translate('app.errors.back_to_dashboard')}
      </Button>
    </Box>
  );
}
