/** SQL numeric text (`'40.00'`) as integer cents, so sums and differences carry no float error. */
export const cents = (text: string) => Math.round(Number(text) * 100);
/** Integer cents as SQL numeric text with two decimals (`4000` → `'40.00'`). */
export const money = (c: number) => (c / 100).toFixed(2);
