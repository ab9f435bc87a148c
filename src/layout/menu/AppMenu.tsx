import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PersonIcon from '@mui/icons-material/Person';
import Collapse from '@mui/material/Collapse';
import MenuItem from '@mui/material/MenuItem';
import ListItemText from '@mui/material/ListItemText';
import { Menu, MenuItemLink, useBasename, useCanAccessResources, useHasDashboard, useResourceDefinitions, useSidebarState, useStore, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useRole } from '../../ui/RoleContext';
import { PROFILE_PATH } from '../../themes/routes';
import { groupOfPath, menuPlan, type MenuGroup } from './menuGroups';

/** Resources of `names` the app registers with a list and the user may list, in the given order. */
function useListable(names: readonly string[]): string[] {
  const definitions = useResourceDefinitions();
  const registered = names.filter((name) => definitions[name]?.hasList);
  const { canAccess } = useCanAccessResources({ action: 'list', resources: registered });
  return canAccess ? registered.filter((name) => canAccess[name]) : [];
}

/** The app-relative path on screen (react-admin's router sees the basename too). */
function useAppPath(): string {
  const basename = useBasename();
  const { pathname } = useLocation();
  return pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
}

/** A resource entry that also tells assistive technology it is the current page. */
function ResourceEntry({ name }: { name: string }) {
  const path = useAppPath().replace(/^\/+/, '');
  const current = path === name || path.startsWith(`${name}/`);
  return <Menu.ResourceItem name={name} aria-current={current ? 'page' : undefined} />;
}

function MenuGroupItems({ group, current }: { group: MenuGroup; current: boolean }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [stored, setStored] = useStore<boolean>(`menu.group.${group.id}`, true);
  const entries = useListable(group.resources);
  if (entries.length === 0) return null;
  // the group of the page on screen stays open, so the current entry is always visible
  const open = stored || current;
  const title = translate(`menu.groups.${group.id}`);
  const listId = `menu-group-${group.id}`;
  return (
    <>
      <MenuItem
        onClick={() => setStored(!open)}
        aria-expanded={open}
        aria-controls={listId}
        dense
        sx={{ color: 'text.secondary', mt: 1 }}
      >
        {sidebarOpen ? (
          <ListItemText primary={title} slotProps={{ primary: { variant: 'overline', lineHeight: 1.6, fontWeight: 600 } }} />
        ) : null}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {/* a menu may own groups of menu items (WAI-ARIA menu pattern) */}
        <div id={listId} role="group" aria-label={title}>
          {entries.map((name) => (
            <ResourceEntry key={name} name={name} />
          ))}
        </div>
      </Collapse>
    </>
  );
}

function FlatEntries({ names }: { names: readonly string[] }) {
  const entries = useListable(names);
  return entries.map((name) => <ResourceEntry key={name} name={name} />);
}

/**
 * The side menu: Dashboard, then the staff groups (Offers, User operations, Tracking,
 * Dictionaries, Settings), each collapsible with its state remembered, the current page's group
 * always open; the affiliate's portal is a short flat list of their work and their profile.
 * Long labels wrap instead of being cut.
 */
export function AppMenu() {
  const role = useRole();
  const translate = useTranslate();
  const basename = useBasename();
  const plan = menuPlan(role);
  // the advertiser's app has no dashboard (src/apps/RoleApp.tsx)
  const hasDashboard = useHasDashboard();
  const current = groupOfPath(useAppPath(), plan.groups);
  // the menu is the page's navigation landmark (WCAG 1.3.1, 2.4.1)
  return (
    <nav aria-label={translate('menu.label')}>
      <Menu
        sx={{
          '& .MuiMenuItem-root, & .MuiListItemText-primary': { whiteSpace: 'normal' },
          // react-admin draws an entry's label as a nowrap Typography that ellipsises: wrap it instead
          '& .MuiMenuItem-root .MuiTypography-root': { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
        }}
      >
        {hasDashboard ? <Menu.DashboardItem /> : null}
        <FlatEntries names={plan.flat} />
        {plan.profileEntry ? (
          <MenuItemLink to={`${basename}${PROFILE_PATH}`} primaryText={translate('menu.profile')} leftIcon={<PersonIcon />} />
        ) : null}
        {plan.groups.map((group) => (
          <MenuGroupItems key={group.id} group={group} current={current === group.id} />
        ))}
      </Menu>
    </nav>
  );
}
