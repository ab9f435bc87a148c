import { Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { DateField, SimpleList, TextField, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { ReferralStatus, RewardType } from '../../domain/enums/commission';
import type { MyReferralProgram } from '../../providers/referralCalls';
import { ReferralLinkCard } from '../../src/referrals/ReferralLinkCard';
import { useMyReferralProgram } from '../../src/referrals/useMyReferralProgram';
import { ColumnsDatagrid } from '../../src/ui/columns/ColumnsDatagrid';
import { MoneyField } from '../../src/ui/figureFields';
import { AppList, EmptyState } from '../../src/ui/lists';
import { formatCount, formatMoney } from '../../src/ui/numberFormat';
import { SectionCard } from '../../src/ui/SectionCard';
import { useLanguage } from '../../src/ui/useLanguage';

const T = 'resources.my-referrals';

/** The affiliate's terms and what they earned: referred, billed, due at the next closing. */
function ProgramCard({ data }: { data: MyReferralProgram }) {
  const translate = useTranslate();
  const lang = useLanguage();
  const [locale] = useLocaleState();
  const { program } = data;
  const terms =
    program.status !== ReferralStatus.Active
      ? translate(`${T}.program.inactive`)
      : program.reward_type_id === RewardType.PercentageOfFriendsPayment
        ? translate(`${T}.program.percent`, { value: formatCount(program.reward_value, locale) })
        : translate(`${T}.program.fixed`, { amount: formatMoney(program.reward_value, locale), type: RewardType.label(program.reward_type_id, lang) });
  const figure = (key: 'referred' | 'earned' | 'pending', text: string) => (
    <div key={key}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${T}.program.${key}`)}
      </Typography>
      <Typography variant="h6" component="p" data-testid={`referral-${key}`}>
        {text}
      </Typography>
    </div>
  );
  return (
    <SectionCard id="referral-program-title" title={`${T}.program.title`} sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {terms}
      </Typography>
      <Stack direction="row" spacing={4} flexWrap="wrap" useFlexGap>
        {figure('referred', formatCount(data.referred, locale))}
        {figure('earned', formatMoney(data.earned, locale))}
        {figure('pending', formatMoney(data.pending, locale))}
      </Stack>
    </SectionCard>
  );
}

/** The affiliate's referral program (spec 4 §6): their link to copy, their terms and earnings, and the affiliates they referred. */
export function MyReferralList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [locale] = useLocaleState();
  const data = useMyReferralProgram();
  const money = (r: RaRecord) => `${formatMoney(Number(r.earned), locale)} · ${formatMoney(Number(r.pending), locale)}`;
  const empty = <EmptyState message={`${T}.empty`} />;
  return (
    <>
      {data ? <ReferralLinkCard link={data.referral_link} /> : null}
      {data ? <ProgramCard data={data} /> : null}
      <AppList sort={{ field: 'registered_at', order: 'DESC' }} empty={false}>
        {small ? (
          <SimpleList primaryText={(r) => String(r.referred_name)} secondaryText={money} tertiaryText={(r) => new Date(String(r.registered_at)).toLocaleDateString(locale)} linkType={false} empty={empty} />
        ) : (
          <ColumnsDatagrid gridId="my-referrals" rowClick={false} bulkActionButtons={false} empty={empty}>
            <TextField source="referred_name" sortable={false} />
            <DateField source="registered_at" />
            <MoneyField source="earned" sortable={false} />
            <MoneyField source="pending" sortable={false} />
          </ColumnsDatagrid>
        )}
      </AppList>
    </>
  );
}
