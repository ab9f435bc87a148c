import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { BooleanInput, DateInput, Form, maxLength, required, SaveButton, SelectInput, TextInput, useCreate, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormSubmit } from '../ui/lists/useFormSubmit';
import { TextButton } from '../ui/TextButton';

const T = 'security.api_keys';

/** A key's scope as the list and the form name it. */
export const scopeChoices = [
  { id: 'read', name: `${T}.scope_read` },
  { id: 'write', name: `${T}.scope_write` },
];

/** Creates an API key (name, scope, the `leads` scope, optional expiry), then shows its secret once. */
export function ApiKeyDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const submitting = useFormSubmit();
  const [create] = useCreate();
  const [key, setKey] = useState<string | null>(null);
  const submit = (values: Record<string, unknown>) =>
    submitting(async () => {
      const created = await create(
        'api-keys',
        { data: { name: values.name, scope: values.scope, leads: values.leads !== false, expires_at: values.expires_at || null } },
        { returnPromise: true },
      );
      setKey(String((created as { key?: unknown }).key ?? ''));
      refresh();
    });
  const copy = async () => {
    if (key) await navigator.clipboard?.writeText(key);
    notify(`${T}.copied`, { type: 'success' });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="api-key-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="api-key-dialog-title">{translate(key ? `${T}.created_title` : `${T}.add`)}</DialogTitle>
      {key ? (
        <>
          <DialogContent>
            <Alert severity="warning">{translate(`${T}.created_intro`)}</Alert>
            <Box component="code" sx={{ display: 'block', my: 2, wordBreak: 'break-all', fontSize: '1rem' }} data-testid="api-key-secret">
              {key}
            </Box>
          </DialogContent>
          <DialogActions>
            <TextButton label={`${T}.copy`} icon={<ContentCopyIcon />} onClick={() => void copy()} />
            <TextButton label={`${T}.done`} variant="contained" onClick={onClose} />
          </DialogActions>
        </>
      ) : (
        <Form record={{ scope: 'read', leads: true }} onSubmit={submit} warnWhenUnsavedChanges={false}>
          <DialogContent>
            <TextInput source="name" resource="api-keys" validate={[required(), maxLength(100)]} fullWidth />
            <SelectInput source="scope" resource="api-keys" choices={scopeChoices} validate={required()} fullWidth />
            <BooleanInput source="leads" resource="api-keys" />
            <DateInput source="expires_at" resource="api-keys" fullWidth />
          </DialogContent>
          <DialogActions>
            <TextButton label={`${T}.cancel`} onClick={onClose} />
            <SaveButton label={`${T}.create`} icon={<span />} alwaysEnable />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
