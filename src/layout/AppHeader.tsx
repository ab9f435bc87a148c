import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal } from 'react-admin';
import { AppUserMenu } from '../themes/PersonalMenuItems';
import { AlertBell } from './AlertBell';
import { BrandMark } from './BrandMark';
import { DocumentTitle } from './DocumentTitle';

/** react-admin's TitlePortal renders with this id; the document title follows its text. */
const TITLE_ID = 'react-admin-title';
import { ProfileLanguageSync } from './ProfileLanguageSync';

/** The language button with its icons only: the name stays in the button (its accessible name), drawn at size 0. */
const COMPACT_LANGUAGE_BUTTON = {
  '& .MuiButton-root': { minWidth: 0, px: 0.5, fontSize: 0 },
  '& .MuiButton-startIcon': { mr: 0, ml: 0 },
  '& .MuiButton-endIcon': { ml: 0 },
} as const;

/** Brand, page title, language switcher (R87), the loading indicator (R9) and the user menu. */
export function AppHeader() {
  // on a phone the page title needs the bar's width: the brand steps aside and the language
  // button shows only its icons (its name, the language, is still read out)
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <AppBar
      sx={{ '& .RaAppBar-toolbar': { minWidth: 0 } }}
      userMenu={<AppUserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Box component="span" sx={phone ? COMPACT_LANGUAGE_BUTTON : undefined}>
            <LocalesMenuButton />
          </Box>
          <ProfileLanguageSync />
          <AlertBell />
          <LoadingIndicator />
        </Box>
      }
    >
      {phone ? null : <BrandMark />}
      {/* the page title gives way (ellipsis) on a phone so the bar's controls stay on screen; it is
          the page's one h1 (pages' own headings start at h2), drawn as react-admin's h6 */}
      <TitlePortal id={TITLE_ID} component="h1" sx={{ minWidth: 0, flex: '1 1 0' }} />
      <DocumentTitle titleId={TITLE_ID} />
    </AppBar>
  );
}
