import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link, useCreatePath, useGetList, useStore, useTranslate, type Identifier } from 'react-admin';
import { UserType } from '../../domain/enums/user';

const T = 'dashboard.getting_started';
const DAY_MS = 86_400_000;

/** Whether the list holds a row, and the newest row's id; undefined while it loads (a list that cannot be read counts as empty). */
function useAny(resource: string, filter: Record<string, unknown> = {}, sortBy = 'id') {
  const { data, isPending } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: sortBy, order: 'DESC' }, filter }, { retry: false });
  return isPending ? undefined : { any: (data?.length ?? 0) > 0, id: data?.[0]?.id as Identifier | undefined };
}

/** Clicks of the longest period the click log takes, up to tomorrow (any time zone). */
function clickPeriod() {
  const day = (t: number) => new Date(t).toISOString().slice(0, 10);
  return { period_type: 'custom_date', period_start: day(Date.now() - 1000 * DAY_MS), period_finish: day(Date.now() + DAY_MS) };
}

/**
 * The admin's first steps on an empty network (domain → offer → affiliate → link → test
 * conversion), each ticked from the network's own data and each a link to the screen that does
 * it. It leaves the dashboard when every step is done, or when the admin hides it (kept per browser).
 */
export function GettingStarted() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const headingId = useId();
  const [dismissed, setDismissed] = useStore<boolean>('dashboard.getting_started.dismissed', false);
  const domain = useAny('tracking-domains', { status: 1 });
  const offer = useAny('offers');
  const affiliate = useAny('user-operations/affiliates');
  const click = useAny('click-log', clickPeriod(), 'clicked_at');
  const conversion = useAny('conversions');
  const checks = [domain, offer, affiliate, click, conversion];
  if (dismissed || checks.some((c) => c === undefined)) return null;
  const offerPage = (tab: string) => (offer?.id !== undefined ? `${createPath({ resource: 'offers', id: offer.id, type: 'show' })}/${tab}` : createPath({ resource: 'offers', type: 'list' }));
  const steps = [
    { key: 'domain', done: domain!.any, to: createPath({ resource: 'tracking-domains', type: 'create' }) },
    { key: 'offer', done: offer!.any, to: createPath({ resource: 'offers', type: 'create' }) },
    {
      key: 'affiliate',
      done: affiliate!.any,
      to: `${createPath({ resource: 'user-operations/all-users', type: 'create' })}?source=${encodeURIComponent(JSON.stringify({ user_type: UserType.Affiliate }))}`,
    },
    { key: 'link', done: click!.any, to: offerPage('link') },
    { key: 'conversion', done: conversion!.any, to: offerPage('integration') },
  ];
  const done = steps.filter((s) => s.done).length;
  if (done === steps.length) return null;
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="baseline" flexWrap="wrap" useFlexGap>
          <Typography id={headingId} variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {translate(`${T}.title`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${T}.progress`, { done, total: steps.length })}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.intro`)}
        </Typography>
        <List component="ol" dense>
          {steps.map((s) => (
            <ListItem key={s.key} disablePadding>
              <ListItemButton component={Link} to={s.to}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {s.done ? (
                    <CheckCircleIcon color="success" titleAccess={translate(`${T}.done`)} />
                  ) : (
                    <RadioButtonUncheckedIcon color="action" titleAccess={translate(`${T}.todo`)} />
                  )}
                </ListItemIcon>
                <ListItemText
                  primary={translate(`${T}.steps.${s.key}.title`)}
                  secondary={translate(`${T}.steps.${s.key}.hint`)}
                  slotProps={{ primary: { sx: s.done ? { textDecoration: 'line-through' } : undefined } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Button size="small" onClick={() => setDismissed(true)}>
          {translate(`${T}.dismiss`)}
        </Button>
      </CardContent>
    </Card>
  );
}
