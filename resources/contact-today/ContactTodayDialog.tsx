import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, SaveButton, SelectInput, TextInput, maxLength, required, useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import { ContactTodayReason, ContactTodayStatus, normalizeContactTodayReason } from '../../domain/enums/alert';
import { useRunAction } from '../../src/ui/lists/useRunAction';
import { TextButton } from '../../src/ui/TextButton';
import { useLanguage } from '../../src/ui/useLanguage';
import { detailText, isBookRow, useRowName } from './rowText';

const M = 'resources.contact-today';
const NOTE_MAX = 2000;

/** Moves one row's status and writes its note (PUT /contact-today/{id}); the server keeps who and when. */
export function ContactTodayDialog({ record, open, onClose }: { record: RaRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const dataProvider = useDataProvider();
  const runAction = useRunAction();
  const rowName = useRowName();
  const submit = async (values: Record<string, unknown>) => {
    const data = { status: Number(values.status), note: String(values.note ?? '') };
    const done = await runAction(() => dataProvider.update('contact-today', { id: record.id, data, previousData: record }), `${M}.saved`);
    if (done) onClose();
  };
  const titleId = `contact-today-${String(record.id)}`;
  const reason = ContactTodayReason.label(normalizeContactTodayReason(String(record.reason)), lang);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form record={{ status: record.status, note: record.note ?? '' }} onSubmit={submit} warnWhenUnsavedChanges={false}>
        <DialogTitle id={titleId}>{isBookRow(record) ? rowName(record) : translate(`${M}.dialog_title`, { name: record.affiliate_name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{record.detail ? translate(`${M}.dialog_why`, { reason, detail: detailText(record, lang) }) : reason}</DialogContentText>
          <SelectInput source="status" label={`${M}.fields.status`} choices={ContactTodayStatus.options(lang)} translateChoice={false} validate={required()} fullWidth />
          <TextInput source="note" label={`${M}.fields.note`} multiline minRows={3} validate={maxLength(NOTE_MAX)} fullWidth />
        </DialogContent>
        <DialogActions>
          <TextButton label={`${M}.cancel`} onClick={onClose} />
          <SaveButton label={`${M}.save`} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
