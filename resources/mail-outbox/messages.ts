// resources.mail-outbox.* in both catalogues
import { withResourceName } from '../../providers/resourceName';

export const mailOutboxMessages = {
  en: {
    'mail-outbox': withResourceName('mail-outbox', {
      fields: { id: 'ID', q: 'Recipient', to: 'To', subject: 'Subject', status: 'Status', created_at: 'Written', sent_at: 'Sent', error: 'Last error', body: 'Message', link: 'Link in the message', attachment: 'Attachment' },
      download: 'Download',
      empty: 'No mail yet.',
      no_smtp:
        'No SMTP server is set up (SMTP_URL), so no e-mail leaves this server: messages stay here. To let a registered affiliate in, open their confirmation message and pass the link to them yourself, or mark their e-mail confirmed on their account page.',
      smtp: 'Mail is sent through the SMTP server from %{from}.',
    }),
  },
};
