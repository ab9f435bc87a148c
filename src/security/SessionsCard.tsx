import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Button, Loading, useNotify, useTranslate } from 'react-admin';
import type { SessionRow } from '../../providers/securityCalls';
import { useAskYes } from '../ui/confirm';
import { useNotifyUnhandled } from '../ui/useNotifyUnhandled';
import { useSecurityCalls } from './useSecurityCalls';
import { useFormatInstant } from '../ui/dateFormat';

const T = 'security.sessions';

/** The caller's sessions, this one first among equals: device, address, last use; end one or all others. */
export function SessionsCard() {
  const translate = useTranslate();
  const when = useFormatInstant();
  const notify = useNotify();
  const onError = useNotifyUnhandled();
  const askYes = useAskYes();
  const calls = useSecurityCalls();
  const [rows, setRows] = useState<SessionRow[] | null>(null);

  const load = useCallback(() => calls.getSessions().then(setRows, onError), [calls, onError]);
  useEffect(() => {
    void load();
  }, [load]);

  const device = (row: SessionRow) =>
    row.browser || row.os ? translate(`${T}.device`, { browser: row.browser || '?', os: row.os || '?' }) : translate(`${T}.unknown_device`);
  const end = async (row: SessionRow) => {
    try {
      await calls.endSession(row.id);
      notify(`${T}.ended`, { type: 'success' });
    } catch (error) {
      onError(error);
    }
    await load();
  };
  const endOthers = async () => {
    if (!(await askYes({ title: translate(`${T}.confirm_end_others`), message: translate(`${T}.confirm_end_others_content`) }))) return;
    try {
      await calls.endOtherSessions();
      notify(`${T}.ended_others`, { type: 'success' });
    } catch (error) {
      onError(error);
    }
    await load();
  };
  const others = rows?.filter((row) => !row.current).length ?? 0;

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate(`${T}.title`)}
        </Typography>
        {rows === null ? <Loading /> : null}
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
