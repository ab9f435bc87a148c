import EditNoteIcon from '@mui/icons-material/EditNote';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, useMediaQuery } from '@mui/material';
import { useMemo, useState } from 'react';
import { Form, maxLength, minLength, required, SaveButton, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { StatusGroup } from '../../domain/leads/statusGroups';
import { PHONE_QUERY } from '../../src/ui/columns/ColumnsDatagrid';
import { useFormSubmit } from '../../src/ui/lists/useFormSubmit';
import { TextButton } from '../../src/ui/TextButton';
import { useLanguage } from '../../src/ui/useLanguage';
import { useBrokerCalls } from '../broker-integrations/useBrokerCalls';
import { useMayRepush } from './RepushButton';

const E = 'resources.leads.statuses.enter';
/** the dialog's own fields, not the lead's (a Form would take the page's record) */
const BLANK = { group: null, status: '', note: '' };
/** The leads a status may be entered for (server/modules/leads/statusEntryRoutes.ts): the ones a broker has or may have. */
const TAKES_STATUS = ['LEAD', 'ACCEPTED', 'FTD'];

/**
 * "Enter status" on a lead's page (spec 4 §2, source manual): a status the broker gave outside the
 * API, with its group, the broker's word and where it comes from; saved, the history shows it with
 * the person's name, and FTD records the deposit. Staff who may re-push, as the endpoint's row says.
 */
export function EnterStatusButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const calls = useBrokerCalls();
  const lang = useLanguage();
  const may = useMayRepush();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const [open, setOpen] = useState(false);
  const submitting = useFormSubmit({ success: `${E}.saved`, refresh: true });
  const choices = useMemo(() => StatusGroup.values.map((value) => ({ id: value, name: StatusGroup.label(value, lang) })), [lang]);
  if (!record || !may || !TAKES_STATUS.includes(String(record.status))) return null;
  const submit = async (values: Record<string, unknown>) => {
    const errors = await submitting(() =>
      calls.enterLeadStatus(record.id, { group: String(values.group), status: String(values.status ?? '').trim() || undefined, note: String(values.note ?? '') }),
    );
    if (!errors) setOpen(false);
    return errors;
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<EditNoteIcon />} onClick={() => setOpen(true)}>
        {translate(`${E}.button`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="enter-status-title" fullWidth maxWidth="sm" fullScreen={phone}>
        <DialogTitle id="enter-status-title">{translate(`${E}.title`)}</DialogTitle>
        <Form record={BLANK} onSubmit={submit} warnWhenUnsavedChanges={false}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(`${E}.explain`)}</DialogContentText>
            <SelectInput source="group" label={`${E}.group`} choices={choices} validate={required()} fullWidth />
            <TextInput source="status" label={`${E}.status`} validate={maxLength(255)} fullWidth />
            <TextInput source="note" label={`${E}.note`} validate={[required(), minLength(3), maxLength(500)]} multiline fullWidth />
          </DialogContent>
          <DialogActions>
            <TextButton label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label={`${E}.save`} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
