import Box from '@mui/material/Box';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, useTranslate } from 'react-admin';
import { LOADING_LABEL_ID } from '../themes/a11yDefaults';
import { AppUserMenu } from '../themes/PersonalMenuItems';
import { BrandMark } from './BrandMark';
import { DocumentTitle } from './DocumentTitle';

/** react-admin's TitlePortal renders with this id; the document title follows its text. */
const TITLE_ID = 'react-admin-title';
import { ProfileLanguageSync } from './ProfileLanguageSync';

/** Brand, page title, language switcher (R87), the loading indicator (R9) and the user menu. */
export function AppHeader() {
  const translate = useTranslate();
  return (
    <AppBar
      sx={{ '& .RaAppBar-toolbar': { minWidth: 0 } }}
      userMenu={<AppUserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <LocalesMenuButton />
          <ProfileLanguageSync />
          <LoadingIndicator />
          {/* names every spinner (src/themes/a11yDefaults.ts) */}
          <span id={LOADING_LABEL_ID} hidden>
            {translate('ra.page.loading')}
          </span>
        </Box>
      }
    >
      <BrandMark />
      {/* the page title gives way (ellipsis) on a phone so the bar's controls stay on screen; it is
          the page's one h1 (pages' own headings start at h2), drawn as react-admin's h6 */}
      <TitlePortal id={TITLE_ID} component="h1" sx={{ minWidth: 0, flex: '1 1 0' }} />
      <DocumentTitle titleId={TITLE_ID} />
    </AppBar>
  );
}
