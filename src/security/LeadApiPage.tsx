import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useBasename, useGetList, useTranslate } from 'react-admin';
import { PageHeading } from '../ui/PageHeading';
import { useRole } from '../ui/RoleContext';
import { useCopyText } from '../ui/useCopyText';
import { SECURITY_PATH } from '../themes/routes';

const T = 'security.lead_api';
const code = { m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: 13, whiteSpace: 'pre', overflowX: 'auto', maxWidth: '100%' } as const;

/** A block of code that scrolls sideways inside its box, never widening the page. */
function Code({ children, label }: { children: string; label?: string }) {
  return (
    <Box component="pre" sx={code} aria-label={label} tabIndex={0}>
      {children}
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
        <Typography variant="h6" component="h2">
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** The lead the examples send: the affiliate's own offer when they run one. */
const sampleLead = (offerId: number) => ({
  offer_id: offerId,
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane.doe@example.com',
  phone: '+447911123456',
  country: 'GB',
  language: 'en',
  ip: '81.2.69.142',
  password: 'Secret123',
  click_id: 'your-click-id',
  external_id: 'your-own-lead-id-1',
  p1: 'campaign-1',
});

/**
 * How an affiliate sends leads through the API (spec 4 §1): the endpoint on this network's address,
 * the `Authorization: Bearer <key>` header of a key with the leads scope (made on the Security
 * page), a body with one of their own offers, the answers (accepted with our autologin link,
 * refused by every broker with the reason and trace, 422 field by field), polling, and a curl
 * example to copy.
 */
export function LeadApiPage() {
  const translate = useTranslate();
  const role = useRole();
  const copyText = useCopyText(T);
  const basename = useBasename();
  const { data: offers } = useGetList('my-offers', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } }, { enabled: role === 'affiliate' });
  if (role !== 'affiliate') return null;
  const origin = window.location.origin;
  const offerId = Number(offers?.[0]?.id ?? 1);
  const body = sampleLead(offerId);
  const curl = `curl -X POST '${origin}/api/v1/leads' \\\n  -H 'Authorization: Bearer YOUR_API_KEY' \\\n  -H 'Content-Type: application/json' \\\n  -H 'Idempotency-Key: your-own-lead-id-1' \\\n  -d '${JSON.stringify(body)}'`;
  const copy = () => copyText(curl);
  const leadId = '7d1c6a52-3f0e-4b8a-9c61-2f4d5e6a7b80';
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 960, minWidth: 0 }}>
      <PageHeading title={`${T}.title`} />
      <Typography variant="body1">
        {translate(`${T}.intro`)} <Link to={`${basename}${SECURITY_PATH}`}>{translate(`${T}.keys_link`)}</Link>
      </Typography>
      <Section title={`${T}.endpoint`}>
        <Code>{`POST ${origin}/api/v1/leads`}</Code>
        <Typography variant="body2">{translate(`${T}.headers`)}</Typography>
        <Code>{`Authorization: Bearer YOUR_API_KEY\nContent-Type: application/json\nIdempotency-Key: your-own-lead-id-1   (${translate(`${T}.optional`)})`}</Code>
        <Typography variant="body2">{translate(`${T}.idempotency`)}</Typography>
      </Section>
      <Section title={`${T}.body`}>
        <Typography variant="body2">{translate(`${T}.body_intro`, { offer_id: offerId })}</Typography>
        <Code>{json(body)}</Code>
      </Section>
      <Section title={`${T}.answers`}>
        <Typography variant="subtitle2" component="h3">{translate(`${T}.accepted`)}</Typography>
        <Code>{`201 Created\n${json({ success: true, data: { lead_id: leadId, status: 'ACCEPTED', autologin_url: `${origin}/autologin/…`, trace: ['Broker 1: accepted the lead'] } })}`}</Code>
        <Typography variant="subtitle2" component="h3">{translate(`${T}.failed`)}</Typography>
        <Code>{`201 Created\n${json({ success: true, data: { lead_id: leadId, status: 'REGISTRATION_FAILED', reason: 'No broker took the lead.', trace: ['Broker 1: refused the lead', 'Broker 2: outside its working hours'] } })}`}</Code>
        <Typography variant="subtitle2" component="h3">{translate(`${T}.invalid`)}</Typography>
        <Code>{`422 Unprocessable Entity\n${json([{ field: 'email', message: 'Enter a valid e-mail address.' }, { field: 'country', message: 'This offer does not take leads from this country.' }])}`}</Code>
        <Typography variant="body2">{translate(`${T}.waiting`)}</Typography>
      </Section>
      <Section title={`${T}.polling`}>
        <Typography variant="body2">{translate(`${T}.polling_intro`)}</Typography>
        <Code>{`GET ${origin}/api/v1/leads/${leadId}\nAuthorization: Bearer YOUR_API_KEY`}</Code>
      </Section>
      <Section title={`${T}.curl`}>
        <Code label={translate(`${T}.curl`)}>{curl}</Code>
        <Box>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate(`${T}.copy`)}
          </Button>
        </Box>
      </Section>
    </Stack>
  );
}
