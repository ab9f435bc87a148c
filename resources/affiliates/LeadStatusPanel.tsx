import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Button, useRecordContext, useTranslate, useUpdateMany } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { UserLeadStatus, UserType } from '../../domain/enums/user';
import { ChangeLogAction } from '../../domain/users/changeLog';
import { useLanguage } from '../../src/ui/useLanguage';
import { useFormatInstant } from '../../src/ui/dateFormat';
import { useRunAction } from '../../src/ui/lists/useRunAction';
import { useUserCalls } from '../accounts/useUserCalls';
import { useLeadStatusAccess } from './leadStatusAccess';

const T = 'resources.user-operations/all-users.lead_status';

const label = (value: string | null, lang: ReturnType<typeof useLanguage>) => (value ? UserLeadStatus.label(value, lang) : '—');

/**
 * An affiliate's lead status on their page (spec 4 §5), for the desk's calls: the status now, a
 * control to set it (with the manage key), and its history from the user change log: when, who,
 * from → to. Shown to staff holding UI_LeadStatus_View; the request's page is the same account page.
 */
export function LeadStatusPanel() {
  const record = useRecordContext();
  const access = useLeadStatusAccess('user-operations/affiliates');
  if (!record || record.user_type !== UserType.Affiliate || !access.view) return null;
  return <LeadStatusSection id={Number(record.id)} canSet={access.set} />;
}

function LeadStatusSection({ id, canSet }: { id: number; canSet: boolean }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const calls = useUserCalls();
  const formatInstant = useFormatInstant();
  const queryClient = useQueryClient();
  const key = ['lead-status-history', id];
  const { data, isError } = useQuery({ queryKey: key, queryFn: () => calls.readLeadStatusHistory(id) });
  const [chosen, setChosen] = useState('');
  useEffect(() => setChosen(data?.lead_status ?? ''), [data?.lead_status]);
  const [updateMany, { isPending: saving }] = useUpdateMany();
  const runAction = useRunAction();
  const save = async () => {
    const done = await runAction(
      () => updateMany('user-operations/affiliates', { ids: [id], data: { lead_status: chosen }, meta: { batch: 'lead-status' } }, { returnPromise: true }),
      `${T}.saved`,
    );
    if (done) await queryClient.invalidateQueries({ queryKey: key });
  };
  return (
    <Box component="section" aria-label={translate(`${T}.title`)} sx={{ my: 2 }}>
      <Typography variant="subtitle1" component="h2">
        {translate(`${T}.title`)}
      </Typography>
      {isError ? <Typography color="error">{translate(`${T}.failed`)}</Typography> : null}
      {data ? (
        <>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 1 }}>
            {canSet ? (
              <>
                <TextField select size="small" id={`lead-status-${id}`} label={translate(`${T}.current`)} value={chosen} onChange={(e) => setChosen(e.target.value)} sx={{ minWidth: 200 }}>
                  {UserLeadStatus.options(lang).map((o) => (
                    <MenuItem key={o.id} value={o.id}>
                      {o.name}
                    </MenuItem>
                  ))}
                </TextField>
                <Button label={`${T}.save`} onClick={() => void save()} disabled={saving || chosen === data.lead_status} />
              </>
            ) : (
              <Typography>
                {translate(`${T}.current`)}: {label(data.lead_status, lang)}
              </Typography>
            )}
          </Box>
          {data.history.length ? (
            <Table size="small" aria-label={translate(`${T}.history`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${T}.when`)}</TableCell>
                  <TableCell>{translate(`${T}.who`)}</TableCell>
                  <TableCell>{translate(`${T}.change`)}</TableCell>
                  <TableCell>{translate(`${T}.action`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.history.map((h) => (
                  <TableRow key={h.id}>
                    <TableCell>{formatInstant(h.created_at)}</TableCell>
                    <TableCell>{h.actor ? h.actor.name : translate(`${T}.system`)}</TableCell>
                    <TableCell>
                      {label(h.from, lang)} → {label(h.to, lang)}
                    </TableCell>
                    <TableCell>{ChangeLogAction.label(h.action, lang)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : (
            <Typography variant="body2">{translate(`${T}.no_history`)}</Typography>
          )}
        </>
      ) : null}
    </Box>
  );
}
