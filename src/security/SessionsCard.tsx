import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { Button, useTranslate } from 'react-admin';
import { BusyLoading } from '../ui/BusyLoading';
import type { SessionRow } from '../../providers/securityCalls';
import { useAskingAction } from '../ui/lists/useRunAction';
import { useLoaded } from '../ui/useLoaded';
import { useSecurityCalls } from './useSecurityCalls';
import { useFormatInstant } from '../ui/dateFormat';

const T = 'security.sessions';

/** The caller's sessions, this one first among equals: device, address, last use; end one or all others. */
export function SessionsCard() {
  const translate = useTranslate();
  const when = useFormatInstant();
  const runAction = useAskingAction();
  const calls = useSecurityCalls();
  const [rows, , reload] = useLoaded(useCallback(() => calls.getSessions(), [calls]));

  const device = (row: SessionRow) =>
    row.browser || row.os ? translate(`${T}.device`, { browser: row.browser || '?', os: row.os || '?' }) : translate(`${T}.unknown_device`);
  // the list is this card's own state: it loads again, whatever the answer
  const end = async (row: SessionRow) => {
    await runAction(() => calls.endSession(row.id), `${T}.ended`, { refresh: false });
    reload();
  };
  const endOthers = async () => {
    await runAction(() => calls.endOtherSessions(), `${T}.ended_others`, {
      ask: { title: `${T}.confirm_end_others`, message: `${T}.confirm_end_others_content` },
      refresh: false,
    });
    reload();
  };
  const others = rows?.filter((row) => !row.current).length ?? 0;

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        {rows === null ? <BusyLoading /> : null}
        <List aria-label={translate(`${T}.title`)}>
          {rows?.map((row) => (
            <ListItem
              key={row.id}
              divider
              secondaryAction={row.current ? null : <Button label={`${T}.end`} onClick={() => void end(row)} />}
              sx={{ pr: row.current ? 2 : 14 }}
            >
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {device(row)}
                    {row.current ? <Chip size="small" color="primary" label={translate(`${T}.this_device`)} /> : null}
                  </Box>
                }
                secondary={`${row.ip || '—'} · ${translate(`${T}.last_used`, { time: when(row.last_seen_at) })}, ${translate(`${T}.signed_in`, { time: when(row.created_at) })}`}
              />
            </ListItem>
          ))}
        </List>
        {rows !== null && others === 0 ? <Typography>{translate(`${T}.none_other`)}</Typography> : null}
        {others > 0 ? <Button label={`${T}.end_others`} variant="outlined" color="error" onClick={() => void endOthers()} /> : null}
      </CardContent>
    </Card>
  );
}
