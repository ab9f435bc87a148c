import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Form, required, SaveButton, SelectInput } from 'react-admin';
import type { SelectOption } from '../../../domain/enums/define-enum';
import type { InterfaceLanguage } from '../../../domain/languages';
import { TextButton } from '../TextButton';
import { useLanguage } from '../useLanguage';

// a fresh form each time: never a record's own `reason`
const EMPTY = {};

export interface ReasonDialogProps<V extends string | number = number> {
  open: boolean;
  /** a stable id for the dialog's title (aria-labelledby) */
  titleId: string;
  title: string;
  explain?: string;
  /** the reasons' enumeration (domain/enums/reasons.ts), offered in the interface language */
  reasons: { options(lang: InterfaceLanguage): SelectOption<V>[] };
  /** message keys of the select's label and the two buttons */
  labels: { reason: string; cancel: string; confirm: string };
  /** the chosen reason's own value (a number or a text, as the enumeration has it) */
  onSubmit: (reason: V) => unknown;
  onClose: () => void;
}

/** Asks why before an action that needs a reason (a bounce, a cancellation, a rejection), then runs it. */
export function ReasonDialog<V extends string | number = number>(p: ReasonDialogProps<V>) {
  const lang = useLanguage();
  const options = p.reasons.options(lang);
  // the select may hand the value back as text: the option's own value is sent
  const valueOf = (chosen: unknown) => options.find((o) => String(o.id) === String(chosen))?.id as V;
  return (
    <Dialog open={p.open} onClose={p.onClose} aria-labelledby={p.titleId} fullWidth maxWidth="xs">
      <Form record={EMPTY} onSubmit={(values: Record<string, unknown>) => p.onSubmit(valueOf(values.reason))} warnWhenUnsavedChanges={false}>
        <DialogTitle id={p.titleId}>{p.title}</DialogTitle>
        <DialogContent>
          {p.explain ? <DialogContentText sx={{ mb: 2 }}>{p.explain}</DialogContentText> : null}
          <SelectInput source="reason" label={p.labels.reason} choices={options} translateChoice={false} validate={required()} fullWidth />
        </DialogContent>
        <DialogActions>
          <TextButton label={p.labels.cancel} onClick={p.onClose} />
          <SaveButton label={p.labels.confirm} icon={<span />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
