// Operator: credit an account with USD sold outside x402 (POST /billing/credits). The external id is
// the idempotency key: sending the same credit twice credits once, and the answer says so.
import { useState } from 'preact/hooks';
import { api, unwrap } from './api';
import { usd } from './format';
import { ErrorLine } from './messages';
import { useAction } from './use-action';

type Credited = NonNullable<Awaited<ReturnType<typeof creditAccount>>>;

const creditAccount = (body: { accountId?: string; amountUsd: number; reason: string; externalId: string }) =>
  unwrap(api.POST('/billing/credits', { body })).then((answer) => answer.data);

export function Operator() {
  const [result, setResult] = useState<Credited>();
  const action = useAction();

  async function credit(event: Event) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value.trim();
    setResult(undefined);
    await action.run(async () => {
      setResult(
        await creditAccount({
          ...(value('accountId') ? { accountId: value('accountId') } : {}),
          amountUsd: Number(value('amountUsd')),
          reason: value('reason'),
          externalId: value('externalId'),
        }),
      );
    });
  }

  return (
    <section class="panel" aria-labelledby="credit-title">
      <h2 id="credit-title">Credit an account</h2>
      <p class="hint">Only the operator's ADMIN keys may do this. Sending the same external id again changes nothing.</p>
      <form class="stacked" onSubmit={credit}>
        <label for="credit-account">Account id (empty: the operator's own account)</label>
        <input id="credit-account" name="accountId" spellcheck={false} />
        <label for="credit-amount">Amount, USD</label>
        <input id="credit-amount" name="amountUsd" type="number" min="0.000001" step="any" inputMode="decimal" required />
        <label for="credit-reason">Reason</label>
        <input id="credit-reason" name="reason" required maxLength={500} />
        <label for="credit-external-id">External id (your reference, e.g. the invoice)</label>
        <input id="credit-external-id" name="externalId" required maxLength={128} pattern="[A-Za-z0-9._:\-]+" spellcheck={false} />
        <button type="submit" disabled={action.busy}>
          Credit
        </button>
      </form>
      <ErrorLine message={action.error} />
      {result && (
        <p role="status" data-testid="credit-result">
          {result.duplicate ? 'Already credited under this external id; nothing changed.' : `Credited ${usd(result.amountCredited)}.`} The account's balance is{' '}
          {usd(result.newBalance)}.
        </p>
      )}
    </section>
  );
}
