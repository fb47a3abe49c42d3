// The fields a key's settings share between creating and editing it, and reading them back from
// the form as the API's body.
import type { Schemas } from './api';

export interface KeySettings {
  description: string;
  consumptionLimit: { usd: number | null; diem: number | null };
  limitPeriod: Schemas['LimitPeriod'];
  modelPrivacy: Schemas['ModelPrivacy'];
  /** YYYY-MM-DD (the end of that UTC day), or '' for never. */
  expiresAt: string;
}

const PERIODS: Schemas['LimitPeriod'][] = ['EPOCH', 'MONTH', 'LIFETIME'];
const PRIVACIES: Schemas['ModelPrivacy'][] = ['ALL', 'PRIVATE_TEXT', 'PRIVATE_ONLY'];

export function readSettings(form: HTMLFormElement): KeySettings {
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement).value.trim();
  const amount = (name: string) => (value(name) === '' ? null : Number(value(name)));
  return {
    description: value('description'),
    consumptionLimit: { usd: amount('capUsd'), diem: amount('capDiem') },
    limitPeriod: value('limitPeriod') as Schemas['LimitPeriod'],
    modelPrivacy: value('modelPrivacy') as Schemas['ModelPrivacy'],
    expiresAt: value('expiresAt'),
  };
}

/** `prefix` keeps the ids of several forms on one page apart; `current` fills the fields when editing. */
export function KeyFields({ prefix, current }: { prefix: string; current?: Schemas['ApiKey'] }) {
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <>
      <label for={id('description')}>Description</label>
      <input id={id('description')} name="description" required maxLength={64} value={current?.description ?? ''} />
      <label for={id('cap-usd')}>Spend cap, USD per period (empty: none)</label>
      <input id={id('cap-usd')} name="capUsd" type="number" min="0" step="any" inputMode="decimal" value={current?.consumptionLimits.usd ?? ''} />
      <label for={id('cap-diem')}>Spend cap, DIEM per period (empty: none)</label>
      <input id={id('cap-diem')} name="capDiem" type="number" min="0" step="any" inputMode="decimal" value={current?.consumptionLimits.diem ?? ''} />
      <label for={id('period')}>Cap period</label>
      <select id={id('period')} name="limitPeriod" value={current?.limitPeriod ?? 'EPOCH'}>
        {PERIODS.map((period) => (
          <option key={period} value={period}>
            {period === 'EPOCH' ? 'EPOCH (UTC day)' : period}
          </option>
        ))}
      </select>
      <label for={id('privacy')}>Models it may use</label>
      <select id={id('privacy')} name="modelPrivacy" value={current?.modelPrivacy ?? 'ALL'}>
        {PRIVACIES.map((privacy) => (
          <option key={privacy} value={privacy}>
            {privacy}
          </option>
        ))}
      </select>
      <label for={id('expires')}>Expires at the end of (empty: never)</label>
      <input id={id('expires')} name="expiresAt" type="date" value={current?.expiresAt?.slice(0, 10) ?? ''} />
    </>
  );
}
