import { useMediaQuery, type Theme } from '@mui/material';
import { CreateButton, FunctionField, SimpleList, TextField, TopToolbar, useCanAccess, useTranslate, type RaRecord } from 'react-admin';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { AppList } from '../../src/ui/lists';
import { useLanguage } from '../../src/ui/useLanguage';
import { ruleSentence } from './ruleSentence';

const T = 'resources.automation-rules';

function ListActions() {
  const { canAccess } = useCanAccess({ resource: 'automation-rules', action: 'create' });
  return <TopToolbar>{canAccess ? <CreateButton /> : null}</TopToolbar>;
}

/** The rules, each read as its sentence, with its state and last run; a row opens the rule's page. */
export function AutomationRuleList() {
  const translate = useTranslate();
  const lang = useLanguage();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const sentence = (r: RaRecord) => ruleSentence(r, lang, translate);
  const status = (r: RaRecord) => translate(`${T}.status.${r.status === 1 ? 'active' : 'paused'}`);
  const lastRun = (r: RaRecord) => (r.last_run_at ? new Date(r.last_run_at as string).toLocaleString(lang) : translate(`${T}.never`));
  return (
    <AppList actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }} empty={false}>
      {small ? (
        <SimpleList primaryText={(r) => r.name} secondaryText={sentence} tertiaryText={status} linkType="show" />
      ) : (
        <ColumnsDatagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="id" sortable={false} />
          <TextField source="name" sortable={false} />
          <FunctionField source="rule" sortable={false} render={sentence} />
          <FunctionField source="status" sortable={false} render={status} />
          <FunctionField source="last_run_at" sortable={false} render={lastRun} />
        </ColumnsDatagrid>
      )}
    </AppList>
  );
}
