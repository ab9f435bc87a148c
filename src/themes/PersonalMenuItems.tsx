import PaletteIcon from '@mui/icons-material/Palette';
import PersonIcon from '@mui/icons-material/Person';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { Logout, UserMenu, useBasename, useTranslate, useUserMenu } from 'react-admin';
import { Link } from 'react-router-dom';
import { PROFILE_PATH, THEME_PATH } from './routes';

function PersonalMenuItems() {
  const translate = useTranslate();
  const basename = useBasename();
  const menu = useUserMenu();
  const items = [
    { path: PROFILE_PATH, label: translate('profile.menu'), icon: <PersonIcon fontSize="small" /> },
    { path: THEME_PATH, label: translate('themes.menu'), icon: <PaletteIcon fontSize="small" /> },
  ];
  return items.map((item) => (
    <MenuItem key={item.path} component={Link} to={`${basename}${item.path}`} onClick={() => menu?.onClose()}>
      <ListItemIcon>{item.icon}</ListItemIcon>
      <ListItemText>{item.label}</ListItemText>
    </MenuItem>
  ));
}

/** The app bar's user menu: Profile, Theme, Log out. */
export function AppUserMenu() {
  return (
    <UserMenu>
      <PersonalMenuItems />
      <Logout />
    </UserMenu>
  );
}
