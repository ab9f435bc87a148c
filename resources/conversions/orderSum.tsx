import type { ReactNode } from 'react';
import { Labeled, useListContext, useRecordContext } from 'react-admin';
import { MoneyField } from '../../src/ui/figureFields';

/**
 * Whether the list's conversions carry their order sum: the server leaves `sum` out for an
 * affiliate without UI_Order_Sum while hide_sale_order_sum is on (spec 4 §3), so the column
 * shows only when a record has it (staff always get it).
 */
export function WithOrderSum({ children }: { children: (shown: boolean) => ReactNode }) {
  const { data } = useListContext();
  return <>{children(Boolean(data?.some((r) => r.sum !== undefined)))}</>;
}

/** The conversion page's order sum, with its label, only when the server sent it. */
export function OrderSumShowField() {
  const record = useRecordContext();
  if (record?.sum === undefined) return null;
  // the reported sum beside what it is worth in the offer's and the workspace's currency (spec 4 §3)
  return (
    <>
      <Labeled source="sum" resource="conversions">
        <MoneyField source="sum" currencySource="currency" textAlign="left" />
      </Labeled>
      <Labeled source="offer_sum" resource="conversions">
        <MoneyField source="offer_sum" currencySource="offer_currency" textAlign="left" />
      </Labeled>
      <Labeled source="network_sum" resource="conversions">
        <MoneyField source="network_sum" textAlign="left" />
      </Labeled>
    </>
  );
}
