import Alert from '@mui/material/Alert';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { useNotifyUnhandled } from '../../src/ui/useNotifyUnhandled';
import { toDomainPage } from './RuleCreate';
import { RuleInputs, toUpdateBody } from './RuleInputs';
import { rowTooltip } from './ruleTooltips';

/** A deleted or campaign-owned rule opens read-only, saying why (the server refuses changes too). */
function LockNotice() {
  const record = useRecordContext();
  const translate = useTranslate();
  const reason = record ? rowTooltip(record, translate) : null;
  return reason ? (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
      {reason}
    </Alert>
  ) : null;
}

// no toolbar at all for a read-only rule: an empty <Toolbar> would bring react-admin's defaults
function RuleEditToolbar() {
  const record = useRecordContext();
  return record?.isDisabled ? null : (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export function RuleEdit() {
  const onError = useNotifyUnhandled();
  return (
    <Edit mutationMode="pessimistic" redirect={toDomainPage} transform={toUpdateBody} mutationOptions={{ onError }}>
      <SimpleForm toolbar={<RuleEditToolbar />}>
        <LockNotice />
        <RuleInputs mode="edit" />
      </SimpleForm>
    </Edit>
  );
}
