import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { AutocompleteInput, Form, ReferenceInput, required, SaveButton, SelectInput, TextInput, useCreate, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { PIXEL_ACTION_CODE, PixelAction } from '../../domain/enums/pixel';
import { useRole } from '../../src/ui/RoleContext';
import { useLanguage } from '../../src/ui/useLanguage';
import { useFormSubmit } from '../../src/ui/lists/useFormSubmit';
import { TextButton } from '../../src/ui/TextButton';

const q = (text: string) => ({ q: text });

/** Adds or edits one postback: action, offer (empty: every offer), method and URL. */
export function PostbackDialog({ affiliateId, record, onClose }: { affiliateId?: number; record?: RaRecord; onClose: () => void }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const role = useRole();
  const submitting = useFormSubmit({ success: 'resources.postbacks.created', refresh: true });
  const [create] = useCreate();
  const [update] = useUpdate();
  const actions = PixelAction.values.map((v) => ({ id: PIXEL_ACTION_CODE[v], name: PixelAction.label(v, lang) }));
  const submit = async (values: Record<string, unknown>) => {
    const data = {
      ...(role === 'affiliate' ? {} : { affiliate_id: affiliateId }),
      action: values.action,
      method: values.method,
      url: values.url,
      campaign_id: values.campaign_id || null,
    };
    // 422 field messages go back to the form's fields
    return submitting(async () => {
      if (record) await update('postbacks', { id: record.id, data, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
      else await create('postbacks', { data }, { returnPromise: true });
      onClose();
    });
  };
  const titleId = `postback-dialog-${String(record?.id ?? 'new')}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form record={record ?? { method: 'GET', action: 'lead' }} onSubmit={submit} warnWhenUnsavedChanges={false}>
        <DialogTitle id={titleId}>{translate(record ? 'resources.postbacks.edit' : 'resources.postbacks.add')}</DialogTitle>
        <DialogContent>
          <SelectInput source="action" resource="postbacks" choices={actions} translateChoice={false} validate={required()} fullWidth />
          <ReferenceInput source="campaign_id" reference={role === 'affiliate' ? 'my-offers' : 'offers'} sort={{ field: 'id', order: 'ASC' }}>
            <AutocompleteInput optionText="name" filterToQuery={q} label="resources.postbacks.fields.campaign_id" helperText="resources.postbacks.offer_help" fullWidth />
          </ReferenceInput>
          <SelectInput source="method" resource="postbacks" choices={[{ id: 'GET', name: 'GET' }, { id: 'POST', name: 'POST' }]} translateChoice={false} validate={required()} fullWidth />
          <TextInput source="url" resource="postbacks" validate={required()} helperText="resources.postbacks.url_help" multiline fullWidth />
        </DialogContent>
        <DialogActions>
          <TextButton label="resources.postbacks.cancel" onClick={onClose} />
          <SaveButton label="resources.postbacks.save" icon={<span />} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
