import Box from '@mui/material/Box';
import { Button, ListButton, Show, SimpleShowLayout, TextField, TopToolbar, useCreatePath, useLocaleState, useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { CampaignAccess } from '../../domain/enums/campaign';
import { RunRefusal } from '../../domain/offers/runnable';
import { CountField } from '../../src/ui/figureFields';
import { useShowFailure } from '../../src/ui/errors/ShowError';
import { ApplyButton } from './ApplyButton';
import { CapsLeft } from './CapsLeft';
import { OfferCodes } from './OfferCodes';
import { OfferEarnings } from './OfferEarnings';
import { PreviewField } from './PreviewField';
import { AffiliateDeepLinks, AffiliatePromoCodes } from '../promo-codes/AffiliatePromoCodes';

const T = 'resources.marketplace';

/** The offer's text as written, its lines kept and long words wrapped on a phone (labelled by the layout, as each field here). */
function Description(_props: { label?: string }) {
  const record = useRecordContext();
  const text = typeof record?.description === 'string' ? record.description.trim() : '';
  return (
    <Box component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
      {text || '—'}
    </Box>
  );
}

/**
 * Where the affiliate stands on the offer (ApplyButton), the way to its link once they may run it,
 * and why not where no chip or Apply says so (a traffic channel, an account not approved yet).
 */
function Standing(_props: { label?: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  if (!record) return null;
  const unexplained = !record.can_run && !record.blocked && record.request_status === null && record.access !== CampaignAccess.ApplyToPromote;
  const myOffers = `${createPath({ resource: 'my-offers', type: 'list' })}?filter=${encodeURIComponent(JSON.stringify({ q: String(record.id) }))}`;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <ApplyButton />
      {record.can_run ? <Button component={Link} to={myOffers} label={`${T}.get_link`} variant="outlined" /> : null}
      {unexplained && RunRefusal.is(record.run_refusal) ? <span>{RunRefusal.label(record.run_refusal, locale === 'ru' ? 'ru' : 'en')}</span> : null}
    </Box>
  );
}

const Actions = () => (
  <TopToolbar>
    <ListButton label={`${T}.back`} />
  </TopToolbar>
);

/** One offer of the affiliate's marketplace: what it is, what they earn on it, where it runs, and Apply. */
export function MarketplaceShow() {
  const failure = useShowFailure();
  return (
    <Show {...failure} actions={<Actions />}>
      <SimpleShowLayout sx={{ '& .RaLabeled-label': { whiteSpace: 'normal' } }}>
        <TextField source="name" variant="h6" component="h2" />
        <Standing label={`${T}.standing`} />
        <OfferEarnings label={`${T}.earn.title`} />
        <Description label={`${T}.fields.description`} />
        <TextField source="marketplace_category_name" label={`${T}.fields.marketplace_category_id`} emptyText="—" />
        <OfferCodes source="countries" />
        <OfferCodes source="traffic_channels" />
        <PreviewField source="preview_url" label={`${T}.fields.preview_url`} showUrl />
        <CapsLeft label={`${T}.caps.title`} />
        <CountField source="click_lifetime_days" textAlign="left" />
        <AffiliateDeepLinks label="resources.promo-codes.deep_link.title" />
        <AffiliatePromoCodes label="resources.promo-codes.yours" />
      </SimpleShowLayout>
    </Show>
  );
}
