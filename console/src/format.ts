// How amounts and times read on every screen.
const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 6 });
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

export const usd = (amount: number | null | undefined): string => (amount === null || amount === undefined ? '—' : usdFormat.format(amount));
export const diem = (amount: number | null | undefined): string => (amount === null || amount === undefined ? '—' : `${numberFormat.format(amount)} DIEM`);
export const plain = (value: number | null | undefined): string => (value === null || value === undefined ? '—' : numberFormat.format(value));

export function when(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date
        .toISOString()
        .replace('T', ' ')
        .replace(/:\d\d(\.\d+)?Z$/, ' UTC');
}
