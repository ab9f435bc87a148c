import Alert from '@mui/material/Alert';
import { useRecordContext, useTranslate } from 'react-admin';
import { EditFormPage, SaveToolbar } from '../../src/ui/forms/RecordFormPages';
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
  return record?.isDisabled ? null : <SaveToolbar />;
}

export const RuleEdit = () => (
  <EditFormPage redirect={toDomainPage} transform={toUpdateBody} toolbar={<RuleEditToolbar />}>
    <LockNotice />
    <RuleInputs mode="edit" />
  </EditFormPage>
);
