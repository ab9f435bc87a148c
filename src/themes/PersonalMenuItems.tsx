import { useMediaQuery, type Theme } from '@mui/material';
import KeyIcon from '@mui/icons-material/VpnKey';
import LockIcon from '@mui/icons-material/Lock';
import PaletteIcon from '@mui/icons-material/Palette';
import PersonIcon from '@mui/icons-material/Person';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Logout, UserMenu, useBasename, useGetIdentity, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { useRole } from '../ui/RoleContext';
import { PROFILE_PATH, SECURITY_PATH, THEME_PATH } from './routes';

function PersonalMenuItems() {
  const translate = useTranslate();
  const basename = useBasename();
  const menu = useUserMenu();
  const role = useRole();
  const items = [
    { path: PROFILE_PATH, label: translate('profile.menu'), icon: <PersonIcon fontSize="small" /> },
    { path: SECURITY_PATH, label: translate('security.menu'), icon: <LockIcon fontSize="small" /> },
    { path: THEME_PATH, label: translate('themes.menu'), icon: <PaletteIcon fontSize="small" /> },
    // staff find it under Settings; the affiliate's side menu holds only their work
    ...(role === 'affiliate' ? [{ path: '/my-permissions', label: translate('permissions.menu.mine'), icon: <KeyIcon fontSize="small" /> }] : []),
  ];
  return items.map((item) => (
    <MenuItem key={item.path} component={Link} to={`${basename}${item.path}`} onClick={() => menu?.onClose()}>
      <ListItemIcon>{item.icon}</ListItemIcon>
      <ListItemText>{item.label}</ListItemText>
    </MenuItem>
  ));
}

/** The app bar's user menu: Profile, Security, Theme, (the affiliate's) My permissions, Log out. */
export function AppUserMenu() {
  // react-admin names the button "Profile" while it shows the user's name; the name a screen-reader
  // or voice-control user hears must contain what is visible (WCAG 2.5.3). On a phone the button is
  // an icon alone, and react-admin reads its label as a message key: there it is the translated "Profile".
  const { identity } = useGetIdentity();
  const showsName = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'));
  return (
    <UserMenu label={(showsName && identity?.fullName) || 'ra.auth.user_menu'}>
      <PersonalMenuItems />
      <Logout />
    </UserMenu>
  );
}
