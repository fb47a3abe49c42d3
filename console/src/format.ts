// How amounts and times read on every screen. One rule for money, USD and DIEM alike: whole cents
// (2 decimals) from 0.01 up; below a cent, as many decimals as the amount needs, up to 6 (the
// service keeps money in micro-units, so nothing finer exists). Zero reads 0.00.
// A unit price is a rate that many units multiply, so it is never rounded to cents: it keeps up
// to 6 decimals (and at least 2) at any size.
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const micros = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

type Amount = number | null | undefined;

/** The digits of an amount under the money rule, without its currency. */
export function moneyDigits(amount: number): string {
  return Math.abs(amount) >= 0.01 || amount === 0 ? cents.format(amount) : micros.format(amount);
}

const signed = (amount: number, digits: string, prefix: string) => (amount < 0 ? `-${prefix}${digits.replace(/^-/, '')}` : `${prefix}${digits}`);

export const usd = (amount: Amount): string => (amount === null || amount === undefined ? '—' : signed(amount, moneyDigits(amount), '$'));
export const diem = (amount: Amount): string => (amount === null || amount === undefined ? '—' : `${moneyDigits(amount)} DIEM`);
/** An amount in the currency it was charged in. */
export const money = (amount: Amount, currency: 'USD' | 'DIEM'): string => (currency === 'USD' ? usd(amount) : diem(amount));
/** A unit price in USD (never rounded to cents; see above). */
export const usdPrice = (amount: number): string => signed(amount, micros.format(amount), '$');
export const plain = (value: Amount): string => (value === null || value === undefined ? '—' : numberFormat.format(value));

/** A duration in milliseconds: `182 ms`, `4.31 s`. */
export function milliseconds(value: Amount): string {
  if (value === null || value === undefined) return '—';
  return value < 1000 ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
}

/** A share: `0.48%`. */
export const percent = (share: number): string => `${(share * 100).toFixed(share > 0 && share < 0.001 ? 3 : 2)}%`;

/** An ISO time as `YYYY-MM-DD HH:MM:SS UTC`, with `tail` (what follows the shown part) cut off; unparsable text as it came. */
function utcTime(iso: string, tail: RegExp): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().replace('T', ' ').replace(tail, ' UTC');
}

export function when(iso: string | null | undefined): string {
  return iso ? utcTime(iso, /:\d\d(\.\d+)?Z$/) : '—';
}

/** A time to the second, for the request log where many requests share a minute. */
export function whenExact(iso: string): string {
  return utcTime(iso, /\.\d+Z$/);
}
