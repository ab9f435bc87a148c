import Typography from '@mui/material/Typography';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { isPaidAction, paidActionChoices } from '../../domain/offers/paysOn';
import { formatMoney, formatRate } from '../../src/ui/numberFormat';

const T = 'resources.marketplace.earn';

interface Earning {
  action: string;
  payout: number;
}

const earningsOf = (value: unknown): Earning[] =>
  Array.isArray(value) ? value.filter((e): e is Earning => typeof e === 'object' && e !== null && isPaidAction((e as Earning).action)) : [];

/**
 * What the signed-in affiliate earns on the offer, per lead, FTD and sale, and its revshare: the
 * server's `earnings` (their payout rules and the offer's `pays_on` already applied) in words.
 */
export function OfferEarnings(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const names = new Map(paidActionChoices(locale === 'ru' ? 'ru' : 'en').map((c) => [c.id as string, c.name]));
  const earnings = earningsOf(record.earnings);
  const revshare = Number(record.revshare_percent ?? 0);
  const byOffer = Array.isArray(record.pays_on) && record.pays_on.length > 0;
  const lines = [
    ...earnings.map((e) => `${names.get(e.action) ?? e.action}: ${formatMoney(Number(e.payout), locale)}`),
    ...(revshare > 0 ? [translate(`${T}.revshare`, { percent: formatRate(revshare, locale) })] : []),
  ];
  return (
    <div data-testid="offer-earnings">
      {lines.length ? (
        lines.map((line) => (
          <Typography key={line} variant="body1" sx={{ fontWeight: 500 }}>
            {line}
          </Typography>
        ))
      ) : (
        <Typography variant="body1">{translate(`${T}.nothing`)}</Typography>
      )}
      {earnings.length ? (
        <Typography variant="body2" color="text.secondary">
          {translate(byOffer ? `${T}.on_offer` : `${T}.by_type`)}
        </Typography>
      ) : null}
    </div>
  );
}
