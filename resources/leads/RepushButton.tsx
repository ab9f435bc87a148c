import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { AutocompleteInput, Form, maxLength, minLength, ReferenceInput, required, SaveButton, TextInput, useNotify, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { IntegrationStatus } from '../../domain/enums/broker';
import { ReportStatus } from '../../domain/enums/report';
import { useLanguage } from '../../src/ui/useLanguage';
import { REPUSH_ACCESS } from '../../domain/leads/access';
import { canAccess } from '../../providers/canAccess';
import { PHONE_QUERY } from '../../src/ui/columns/ColumnsDatagrid';
import { useFormSubmit } from '../../src/ui/lists/useFormSubmit';
import { useRole } from '../../src/ui/RoleContext';
import { TextButton } from '../../src/ui/TextButton';
import { useBrokerCalls } from '../broker-integrations/useBrokerCalls';

const R = 'resources.leads.repush';
const ACTIVE = { status: IntegrationStatus.Active };
/** the dialog's own fields, not the lead's (a Form would take the page's record) */
const BLANK = { integration_id: null, reason: '' };
const q = (text: string) => ({ q: text });
/** The statuses a lead may be sent again from (server/modules/leads/repushRoutes.ts). */
const REPUSHABLE = ['LEAD', 'REGISTRATION_FAILED', 'ACCEPTED'];
/** The re-push rule of the domain (staff holding the push-broker view and manage keys), asked as the browser asks every rule. */
const RULES = { repush: { create: REPUSH_ACCESS } };

/** Whether the signed-in person may re-push: the rule the endpoint row guards with. */
export function useMayRepush(): boolean {
  const role = useRole();
  const { permissions } = usePermissions<string[]>();
  return Array.isArray(permissions) && canAccess(permissions, { resource: 'repush', action: 'create' }, role, RULES);
}

/**
 * "Re-push" on a lead's page (spec 4 §2): a dialog asking the active integration to send the lead
 * to and why (required); Send waits for the broker's answer, says it, and the page shows the new try.
 */
export function RepushButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const calls = useBrokerCalls();
  const notify = useNotify();
  const lang = useLanguage();
  const may = useMayRepush();
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const submitting = useFormSubmit({ refresh: true });
  if (!record || !may || !REPUSHABLE.includes(String(record.status))) return null;
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setAnswer(null);
    try {
      return await submitting(async () => {
        const lead = await calls.repushLead(record.id, { integration_id: values.integration_id as number, reason: String(values.reason ?? '') });
        setAnswer(String(lead.status));
        notify(`${R}.answered`, { type: lead.status === 'ACCEPTED' ? 'success' : 'warning', messageArgs: { status: ReportStatus.label(lead.status, lang) } });
      });
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    if (busy) return;
    setOpen(false);
    setAnswer(null);
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<SendIcon />} onClick={() => setOpen(true)}>
        {translate(`${R}.button`)}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby="repush-title" fullWidth maxWidth="sm" fullScreen={phone}>
        <DialogTitle id="repush-title">{translate(`${R}.title`)}</DialogTitle>
        <Form record={BLANK} onSubmit={submit} warnWhenUnsavedChanges={false}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{translate(`${R}.explain`)}</DialogContentText>
            <ReferenceInput source="integration_id" reference="broker-integrations" filter={ACTIVE} sort={{ field: 'name', order: 'ASC' }}>
              <AutocompleteInput optionText="name" filterToQuery={q} label={`${R}.integration`} validate={required()} fullWidth />
            </ReferenceInput>
            <TextInput source="reason" label={`${R}.reason`} validate={[required(), minLength(3), maxLength(500)]} multiline fullWidth />
            {answer ? (
              <Alert severity={answer === 'ACCEPTED' ? 'success' : 'warning'} role="status">
                {translate(`${R}.answered`, { status: ReportStatus.label(answer, lang) })}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions>
            <TextButton label="ra.action.close" onClick={close} disabled={busy} />
            <SaveButton label={`${R}.send`} icon={<SendIcon />} alwaysEnable disabled={busy} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
