import Box from '@mui/material/Box';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal } from 'react-admin';
import { AppUserMenu } from '../themes/PersonalMenuItems';
import { BrandMark } from './BrandMark';

/** Brand, page title, language switcher (R87), the loading indicator (R9) and the user menu. */
export function AppHeader() {
  return (
    <AppBar
      userMenu={<AppUserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <LocalesMenuButton />
          <LoadingIndicator />
        </Box>
      }
    >
      <BrandMark />
      <TitlePortal />
    </AppBar>
  );
}
