import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Link, useCanAccess, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { CommissionType } from '../../domain/enums/commission';
import { UserType } from '../../domain/enums/user';
import { earningGapsOf, paidActionChoices, type EarningTerms } from '../../domain/offers/paysOn';
import { useLanguage } from '../../src/ui/useLanguage';
import { useOfferCalls } from './useOfferCalls';

const E = 'resources.offers.earning';
const alertSx = { mb: 1, width: '100%', maxWidth: 720, boxSizing: 'border-box', overflowWrap: 'anywhere' } as const;

const amount = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) ? n : 0;
};

/** The offer's own terms from a record or the form's values (amounts as the inputs hold them). */
export function termsOf(values: Record<string, unknown> | undefined): EarningTerms {
  return {
    paysOn: Array.isArray(values?.pays_on) ? (values.pays_on as string[]) : [],
    payoutCpa: amount(values?.payout_cpa),
    payoutCpl: amount(values?.payout_cpl),
    revsharePercent: amount(values?.revshare_percent),
  };
}

/** Who earns nothing on an offer with these terms, and why, as warnings (domain/offers/paysOn.ts). */
function GapAlerts({ terms }: { terms: EarningTerms }) {
  const translate = useTranslate();
  const gaps = earningGapsOf(terms);
  if (!gaps.length) return null;
  return (
    <Box role="region" aria-label={translate(`${E}.region`)} sx={{ width: '100%' }}>
      {gaps.map(({ who, gap }) => (
        <Alert key={who} severity="warning" sx={alertSx}>
          {translate(`${E}.offer.${who}_${gap}`)} {translate(`${E}.offer.rules_note`)}
        </Alert>
      ))}
    </Box>
  );
}

/** On the offer's page: from the record shown (`label={false}`: a show layout adds no label). */
export function OfferEarningGaps(_props: { label?: false }) {
  const record = useRecordContext();
  return record ? <GapAlerts terms={termsOf(record)} /> : null;
}

/** What an offer pays on, in words: its actions, or the commission-type rule. */
export function PaysOnField(_props: { source: 'pays_on'; label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const lang = useLanguage();
  const paysOn = termsOf(record).paysOn;
  const names = new Map(paidActionChoices(lang).map((c) => [c.id as string, c.name]));
  return <span>{paysOn.length ? paysOn.map((a) => names.get(a) ?? a).join(', ') : translate(`${E}.by_commission_type`)}</span>;
}

/** On the offer form: from the values being typed, before the offer is saved. */
export function FormEarningGaps() {
  const values = useWatch({ name: ['pays_on', 'payout_cpa', 'payout_cpl', 'revshare_percent'] }) as unknown[];
  const [pays_on, payout_cpa, payout_cpl, revshare_percent] = values;
  return <GapAlerts terms={termsOf({ pays_on, payout_cpa, payout_cpl, revshare_percent })} />;
}

/**
 * On an affiliate's account page: the open offers on which they earn nothing with their
 * commission type (after their payout rules), each linked, so staff see it before traffic is sent.
 */
export function AffiliateEarningGaps(_props: { label?: false }) {
  const record = useRecordContext<{ id: number; user_type?: number }>();
  const affiliate = record?.user_type === UserType.Affiliate;
  const { canAccess } = useCanAccess({ resource: 'offers', action: 'list' });
  const calls = useOfferCalls();
  const translate = useTranslate();
  const lang = useLanguage();
  const createPath = useCreatePath();
  const { data } = useQuery({
    queryKey: ['offers', 'earning-gaps', record?.id],
    queryFn: () => calls.affiliateEarningGaps(record!.id),
    enabled: affiliate && !!canAccess,
  });
  if (!affiliate || !data?.offers.length) return null;
  return (
    <Box role="region" aria-label={translate(`${E}.region`)} sx={{ width: '100%' }}>
      <Alert severity="warning" sx={alertSx}>
        {translate(`${E}.affiliate.title`, { type: CommissionType.label(data.commission_type_id, lang) })}
        <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
          {data.offers.map((o) => (
            <li key={String(o.id)}>
              <Link to={createPath({ resource: 'offers', id: o.id, type: 'show' })}>{o.name}</Link>: {translate(`${E}.affiliate.${o.gap}`)}
            </li>
          ))}
        </Box>
        {data.total > data.offers.length ? <div>{translate(`${E}.affiliate.more`, { count: data.total - data.offers.length })}</div> : null}
        {translate(`${E}.affiliate.fix`)}
      </Alert>
    </Box>
  );
}
