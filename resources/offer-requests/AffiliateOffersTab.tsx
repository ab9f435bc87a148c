import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReferenceManyField, useCanAccess, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { AppPagination } from '../../src/ui/lists';
import { UserType } from '../../domain/enums/user';
import { useRevenueVisible } from '../../src/permissions/useRevenueVisible';
import { RulesDatagrid } from '../payout-rules/RulesDatagrid';
import type { RuleKind } from '../payout-rules/ruleBody';
import { AffiliateEarningGaps } from '../offers/EarningGaps';
import { RequestDatagrid } from './RequestDatagrid';
import { RequestRowActions } from './RequestRowActions';

const T = 'resources.offers.account';

function Empty({ message }: { message: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate(message)}
    </Typography>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}

/** The affiliate's own rules and their manager's (which apply to every affiliate of that manager). */
function Rules({ kind }: { kind: RuleKind }) {
  const record = useRecordContext<{ id: number; manager?: { id: number } | null }>();
  return (
    <Section title={`${T}.${kind}_rules`}>
      <ReferenceManyField reference={`${kind}-rules`} target="affiliate_id" perPage={25} pagination={<AppPagination />} empty={<Empty message={`${T}.no_rules`} />}>
        <RulesDatagrid kind={kind} showOffer gridId={`affiliate-${kind}-rules`} />
      </ReferenceManyField>
      {record?.manager ? (
        <ReferenceManyField reference={`${kind}-rules`} target="manager_id" source="manager.id" perPage={25} pagination={<AppPagination />} empty={<span />}>
          <RulesDatagrid kind={kind} showOffer gridId={`affiliate-manager-${kind}-rules`} />
        </ReferenceManyField>
      ) : null}
    </Section>
  );
}

/**
 * An affiliate's offers on their account page: their requests and access on offers,
 * with approve / decline per row, and the payout and revenue rules that apply to them; revenue
 * only for staff who may see it (UI_RevenueRules_View, not under hide_revenue).
 */
export function AffiliateOffersTab() {
  const { canAccess: requests } = useCanAccess({ resource: 'offer-requests', action: 'list' });
  const { canAccess: payout } = useCanAccess({ resource: 'payout-rules', action: 'list' });
  const { canAccess: revenueRules } = useCanAccess({ resource: 'revenue-rules', action: 'list' });
  const revenue = useRevenueVisible();
  return (
    <Box sx={{ width: '100%' }}>
      <AffiliateEarningGaps />
      {requests ? (
        <Section title={`${T}.requests`}>
          <ReferenceManyField reference="offer-requests" target="affiliate_id" perPage={25} pagination={<AppPagination />} empty={<Empty message={`${T}.no_requests`} />}>
            <RequestDatagrid gridId="affiliate-offer-requests" rowAction={<RequestRowActions />} />
          </ReferenceManyField>
        </Section>
      ) : null}
      {payout ? <Rules kind="payout" /> : null}
      {revenueRules && revenue ? <Rules kind="revenue" /> : null}
    </Box>
  );
}

/**
 * Whether the account page gets the tab: affiliates only, for staff who may see any of it. The
 * account is read through the page's own query (same resource and id: no second request).
 */
export function useAffiliateOffersTab(resource: string | undefined, id: number | undefined) {
  const { canAccess: requests } = useCanAccess({ resource: 'offer-requests', action: 'list' });
  const { canAccess: payout } = useCanAccess({ resource: 'payout-rules', action: 'list' });
  const { data } = useGetOne(resource ?? 'user-operations/all-users', { id: id ?? 0 }, { enabled: id !== undefined });
  return data?.user_type === UserType.Affiliate && (requests || payout);
}
