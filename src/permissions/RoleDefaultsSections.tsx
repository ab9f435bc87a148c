import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type SetStateAction } from 'react';
import { useCanAccess, usePermissions, useTranslate } from 'react-admin';
import { hasPermission } from '../../domain/permissions/check';
import type { DefaultRole } from '../../domain/permissions/roleDefaults';
import { MANAGE_KEY } from '../../domain/permissions/roles';
import { isRowEditable, screenGroups, type PermissionRowModel } from './permissionForm';
import { PermissionGroupBlock } from './PermissionGroupBlock';
import { PermissionSaveBar } from './PermissionSaveBar';
import { useLanguage } from '../ui/useLanguage';
import { useRoleDefaults } from './useRoleDefaults';
import type { HeldEdits } from './usePermissionEdits';

// managers first: they are who an operator adds on the first day
const SHOWN_ORDER: readonly DefaultRole[] = ['manager', 'affiliate', 'admin'];

/** The rows of one role's defaults: editable with that role's Manage key, read-only otherwise. */
function RoleDefaultsBody({ role, held }: { role: DefaultRole; held: HeldEdits }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const { permissions } = usePermissions<string[]>();
  const state = useRoleDefaults(role, held);
  const mayChange = Array.isArray(permissions) && hasPermission(permissions, MANAGE_KEY[role]);
  // the approve row is offered whatever the registration type is now: a default outlives it
  const groups = useMemo(() => screenGroups(role, state.features, undefined, lang), [role, state.features, lang]);
  const grantable = useMemo(() => new Set(mayChange ? groups.flatMap((g) => g.rows.map((r) => r.key)) : []), [groups, mayChange]);
  const isEditable = (row: PermissionRowModel) => !state.saving && isRowEditable(row, state.checked, grantable);

  if (state.failed) return <Alert severity="error">{translate('permissions.defaults.failed')}</Alert>;
  if (!state.loaded) return <CircularProgress size={24} aria-label={translate('permissions.loading')} />;
  return (
    <Stack spacing={2} data-testid={`role-defaults-${role}`}>
      <Typography variant="body2">{translate('permissions.defaults.help')}</Typography>
      {!mayChange && <Alert severity="info">{translate('permissions.read_only')}</Alert>}
      {groups.map((group) => (
        <PermissionGroupBlock
          key={group.id}
          group={group}
          checked={state.checked}
          isEditable={isEditable}
          onToggle={state.toggle}
          idPrefix={`defaults-${role}-`}
          headingComponent="h3"
        />
      ))}
      <PermissionSaveBar edits={state} title="permissions.defaults.title" saved="permissions.defaults.saved" />
    </Stack>
  );
}

/**
 * "Defaults for new managers / affiliates / administrators": what every creation path
 * gives a new user of the role, stored per workspace. Administrators with the permission-settings
 * view key see it; each section loads when opened. Which section is open, and each section's
 * unsaved ticks, are kept here, above the accordions: a section a person opened stays open, and
 * what they ticked stays ticked, when the page draws the sections again while it settles (the
 * access check answering again re-mounts them) or the person closes a section and opens it again.
 */
export function RoleDefaultsSections() {
  const translate = useTranslate();
  const [open, setOpen] = useState<Partial<Record<DefaultRole, boolean>>>({});
  const [edits, setEdits] = useState<Partial<Record<DefaultRole, Set<string> | null>>>({});
  // one setter per role for the whole life of the page (the body's callbacks depend on it)
  const setters = useMemo(
    () =>
      Object.fromEntries(
        SHOWN_ORDER.map((role) => [
          role,
          (next: SetStateAction<Set<string> | null>) =>
            setEdits((current) => ({ ...current, [role]: typeof next === 'function' ? next(current[role] ?? null) : next })),
        ]),
      ) as Record<DefaultRole, HeldEdits[1]>,
    [],
  );
  const { canAccess } = useCanAccess({ resource: 'role-defaults', action: 'list' });
  if (!canAccess) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} component="section" aria-label={translate('permissions.defaults.title')}>
      {SHOWN_ORDER.map((role) => (
        <Accordion
          key={role}
          expanded={open[role] === true}
          onChange={(_, expanded) => setOpen((current) => ({ ...current, [role]: expanded }))}
          slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMore />} id={`role-defaults-${role}-summary`} aria-controls={`role-defaults-${role}-details`}>
            <Typography variant="h6" component="span">
              {translate(`permissions.defaults.${role}`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`role-defaults-${role}-details`}>
            <RoleDefaultsBody role={role} held={[edits[role] ?? null, setters[role]]} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}
