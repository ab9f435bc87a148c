import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { TableCell, TableRow, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Button,
  DeleteButton,
  EditButton,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useDataProvider,
  useRecordContext,
  useTranslate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { AutomationAction } from '../../domain/automation/rules';
import type { AutomationCalls, AutomationResultRow } from '../../providers/automationCalls';
import { SectionCard } from '../../src/ui/SectionCard';
import { SectionTable } from '../../src/ui/SectionTable';
import { useLanguage } from '../../src/ui/useLanguage';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { ruleSentence } from './ruleSentence';

const T = 'resources.automation-rules';
type Calls = DataProvider & AutomationCalls;

/** Whose figures a result is: the offer and/or the affiliate, by id. */
const subjectOf = (r: AutomationResultRow) => [r.offer_id === null ? null : `offer #${r.offer_id}`, r.affiliate_id === null ? null : `affiliate #${r.affiliate_id}`].filter(Boolean).join(', ') || '—';

function ShowActions() {
  const { canAccess } = useCanAccess({ resource: 'automation-rules', action: 'edit' });
  return (
    <TopToolbar>
      {canAccess ? <EditButton /> : null}
      {canAccess ? <DeleteButton mutationMode="pessimistic" confirmTitle={`${T}.delete.title`} confirmContent={`${T}.delete.content`} /> : null}
    </TopToolbar>
  );
}

/** What the rule would do this hour: every subject's value and whether it matches; nothing is changed. */
function DryRun() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const calls = useDataProvider<Calls>();
  const onError = useNotifyUnhandled();
  const dry = useMutation({ mutationFn: (id: number) => calls.automationDryRun(id), onError });
  if (!record) return null;
  const results = dry.data?.results ?? [];
  return (
    <SectionCard id="automation-dry-run-title" title={`${T}.dry_run.title`} sx={{ mt: 2 }}>
      <Typography sx={{ mb: 1 }}>{translate(`${T}.dry_run.explain`)}</Typography>
      <Button label={`${T}.dry_run.button`} onClick={() => dry.mutate(Number(record.id))} disabled={dry.isPending} variant="outlined">
        <PlayCircleOutlineIcon />
      </Button>
      {dry.data ? (
        results.length === 0 ? (
          <Typography sx={{ mt: 1 }}>{translate(`${T}.dry_run.nothing`)}</Typography>
        ) : (
          <SectionTable columns={[{ label: `${T}.results.subject` }, { label: `${T}.results.value`, align: 'right' }, { label: `${T}.results.would` }]} sx={{ mt: 1 }}>
            {results.map((r) => (
              <TableRow key={`${r.offer_id}-${r.affiliate_id}`}>
                <TableCell>{subjectOf(r)}</TableCell>
                <TableCell align="right">{r.value ?? translate(`${T}.results.no_value`)}</TableCell>
                <TableCell>{r.matched ? AutomationAction.label(dry.data.action, lang) : translate(`${T}.results.nothing`)}</TableCell>
              </TableRow>
            ))}
          </SectionTable>
        )
      ) : null}
    </SectionCard>
  );
}

/** The rule's runs, newest first: each hour it ran, what matched and what the action changed. */
function Runs() {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const calls = useDataProvider<Calls>();
  const id = Number(record?.id);
  const { data: runs = [] } = useQuery({ queryKey: ['automation-rules', id, 'runs'], queryFn: () => calls.automationRuns(id), enabled: Boolean(record) });
  return (
    <SectionCard id="automation-runs-title" title={`${T}.runs.title`} sx={{ mt: 2 }}>
      {runs.length === 0 ? (
        <Typography>{translate(`${T}.runs.none`)}</Typography>
      ) : (
        <SectionTable columns={[{ label: `${T}.runs.ran_at` }, { label: `${T}.runs.matched`, align: 'right' }, { label: `${T}.runs.changed`, align: 'right' }, { label: `${T}.runs.what` }]}>
          {runs.map((run) => (
            <TableRow key={run.id}>
              <TableCell>{new Date(run.ran_at).toLocaleString(lang)}</TableCell>
              <TableCell align="right">{run.matched}</TableCell>
              <TableCell align="right">{run.changed}</TableCell>
              <TableCell>
                {run.results.map((r) => `${subjectOf(r)}: ${r.value ?? '—'} → ${translate(`${T}.outcome.${r.outcome ?? 'none'}`)}`).join('; ') || '—'}
              </TableCell>
            </TableRow>
          ))}
        </SectionTable>
      )}
    </SectionCard>
  );
}

/** One rule: its sentence and state, its dry run and its run log. */
export function AutomationRuleShow() {
  const translate = useTranslate();
  const lang = useLanguage();
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <FunctionField source="rule" render={(r: RaRecord) => ruleSentence(r, lang, translate)} />
        <FunctionField source="status" render={(r: RaRecord) => translate(`${T}.status.${r.status === 1 ? 'active' : 'paused'}`)} />
        <DryRun />
        <Runs />
      </SimpleShowLayout>
    </Show>
  );
}
