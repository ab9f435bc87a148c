import { CheckboxGroupInput, maxLength, required, SelectInput, TextInput } from 'react-admin';
import { WebhookEvent, WebhookStatus } from '../../domain/webhooks/webhooks';
import { useLanguage } from '../../src/ui/useLanguage';

const T = 'resources.webhooks';

/** An http(s) address without spaces; whether its host is public is the server's to say (a 422 on the field). */
const webUrl = (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(value.trim())) return `${T}.validation.url`;
  try {
    new URL(value.trim());
    return undefined;
  } catch {
    return `${T}.validation.url`;
  }
};

const atLeastOne = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : `${T}.validation.events`);

/** The webhook's form: URL, events (at least one), description, and on edit its status. */
export function WebhookInputs({ withStatus = false }: { withStatus?: boolean }) {
  const lang = useLanguage();
  return (
    <>
      <TextInput source="url" validate={[required(), maxLength(2000), webUrl]} helperText={`${T}.helper.url`} fullWidth slotProps={{ htmlInput: { inputMode: 'url', translate: 'no' } }} />
      <CheckboxGroupInput source="events" choices={WebhookEvent.options(lang)} translateChoice={false} validate={atLeastOne} helperText={`${T}.helper.events`} row={false} />
      <TextInput source="description" validate={maxLength(200)} helperText={`${T}.helper.description`} fullWidth multiline />
      {withStatus ? <SelectInput source="status" choices={WebhookStatus.options(lang)} translateChoice={false} validate={required()} /> : null}
    </>
  );
}

/** The form's values as the API's body (`status` only where the form has it). */
export function toWebhookBody(values: Record<string, unknown>) {
  return {
    url: typeof values.url === 'string' ? values.url.trim() : values.url,
    events: values.events,
    description: typeof values.description === 'string' ? values.description : '',
    ...(values.status === undefined ? {} : { status: values.status }),
  };
}

export const NEW_WEBHOOK = { url: '', events: [], description: '' };
