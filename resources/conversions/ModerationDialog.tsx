import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, required, SaveButton, SelectInput, TextInput, useTranslate, type Identifier } from 'react-admin';
import { ChangeAmountReason, UnvoidReason, VoidReason } from '../../domain/enums/reasons';
import type { ConversionModeration } from '../../providers/conversionCalls';
import { useLanguage } from '../../src/ui/useLanguage';
import { useRunAction } from '../../src/ui/lists/useRunAction';
import { useConversionCalls } from './useConversionCalls';
import { TextButton } from '../../src/ui/TextButton';

const REASONS = { void: VoidReason, unvoid: UnvoidReason, 'change-amount': ChangeAmountReason } as const;
const TEXT = {
  void: { title: 'void', explain: 'explain_void' },
  unvoid: { title: 'unvoid', explain: 'explain_unvoid' },
  'change-amount': { title: 'change_amount', explain: 'explain_change' },
} as const;

// a fresh form: not the conversion row's own `reason` (its not-payable reason)
const EMPTY = {};

const money = (value: unknown) => (value === undefined || value === null || value === '' || /^\d{1,12}(\.\d{1,2})?$/.test(String(value)) ? undefined : 'ra.validation.number');

/** Asks the reason (and, for a change, the new commission) of one moderation, then sends it. */
export function ModerationDialog({ id, action, open, onClose }: { id: Identifier; action: ConversionModeration; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const calls = useConversionCalls();
  const runAction = useRunAction();
  const text = TEXT[action];
  const submit = async (values: Record<string, unknown>) => {
    const body = { reason: String(values.reason), ...(action === 'change-amount' ? { amount: String(values.amount) } : {}) };
    const done = await runAction(() => calls.moderateConversion(id, action, body), `resources.conversions.notifications.${action}`);
    if (done) onClose();
  };
  const titleId = `moderation-${action}-${String(id)}`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Form record={EMPTY} onSubmit={submit} warnWhenUnsavedChanges={false}>
        <DialogTitle id={titleId}>{translate(`resources.conversions.dialog.${text.title}`, { id })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate(`resources.conversions.dialog.${text.explain}`)}</DialogContentText>
          <SelectInput
            source="reason"
            label="resources.conversions.dialog.reason"
            choices={REASONS[action].options(lang)}
            translateChoice={false}
            validate={required()}
            fullWidth
          />
          {action === 'change-amount' ? <TextInput source="amount" label="resources.conversions.fields.amount" validate={[required(), money]} inputMode="decimal" fullWidth /> : null}
        </DialogContent>
        <DialogActions>
          <TextButton label="resources.conversions.dialog.cancel" onClick={onClose} />
          <SaveButton label="resources.conversions.dialog.confirm" icon={<span />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
