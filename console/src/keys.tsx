// Keys: the account's keys with their spend over the last seven days, creating one (its secret is
// shown once, then forgotten), editing its settings and revoking it.
import { useRef, useState } from 'preact/hooks';
import { api, unwrap, type Schemas } from './api';
import { diem, usd, when } from './format';
import { KeyFields, readSettings } from './key-fields';
import { ErrorLine, Loading } from './messages';
import { NewSecret } from './new-secret';
import { useAction } from './use-action';
import { useLoad } from './use-load';

export function Keys() {
  const keys = useLoad(() => unwrap(api.GET('/api_keys')), []);
  const [created, setCreated] = useState<Schemas['CreatedApiKey']>();
  const action = useAction();
  const creation = useRef<HTMLDetailsElement>(null);

  async function create(event: Event) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const settings = readSettings(form);
    const type = (form.elements.namedItem('apiKeyType') as HTMLSelectElement).value as Schemas['ApiKeyType'];
    await action.run(async () => {
      const answer = await unwrap(api.POST('/api_keys', { body: { ...settings, apiKeyType: type } }));
      setCreated(answer.data);
      form.reset();
      if (creation.current) creation.current.open = false;
      keys.reload();
    });
  }

  return (
    <>
      {created && <NewSecret created={created} onDone={() => setCreated(undefined)} />}
      <details class="panel" ref={creation}>
        <summary>Create a key</summary>
        <form class="stacked" onSubmit={create}>
          <label for="new-type">Type</label>
          <select id="new-type" name="apiKeyType">
            <option value="INFERENCE">INFERENCE (models and inference)</option>
            <option value="ADMIN">ADMIN (also keys and billing)</option>
          </select>
          <KeyFields prefix="new" />
          <button type="submit">Create key</button>
          <ErrorLine message={action.error} />
        </form>
      </details>
      <Loading when={keys.loading} />
      <ErrorLine message={keys.error} />
      {keys.data && (
        <ul class="cards" data-testid="key-list">
          {keys.data.data.map((key) => (
            <KeyCard key={key.id} apiKey={key} changed={keys.reload} />
          ))}
        </ul>
      )}
    </>
  );
}

function KeyCard({ apiKey, changed }: { apiKey: Schemas['ApiKey']; changed(): void }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const action = useAction();
  const spent = apiKey.usage.trailingSevenDays;

  async function save(event: Event) {
    event.preventDefault();
    const settings = readSettings(event.currentTarget as HTMLFormElement);
    await action.run(async () => {
      await unwrap(api.PATCH('/api_keys', { body: { id: apiKey.id, ...settings, expiresAt: settings.expiresAt || null } }));
      setEditing(false);
      changed();
    });
  }

  async function revoke() {
    await action.run(
      async () => {
        await unwrap(api.DELETE('/api_keys', { params: { query: { id: apiKey.id } } }));
        changed();
      },
      () => setConfirming(false),
    );
  }

  return (
    <li class="card" data-key-id={apiKey.id}>
      <h2 class="card-title">{apiKey.description}</h2>
      <dl class="facts">
        <dt>Type</dt>
        <dd>{apiKey.apiKeyType}</dd>
        <dt>Ends in</dt>
        <dd>…{apiKey.last6Chars}</dd>
        <dt>Spent, last 7 days</dt>
        <dd>
          {usd(Number(spent.usd))}, {diem(Number(spent.diem))}
        </dd>
        <dt>Caps</dt>
        <dd>
          {apiKey.consumptionLimits.usd === null ? 'no USD cap' : `${usd(apiKey.consumptionLimits.usd)}`},{' '}
          {apiKey.consumptionLimits.diem === null ? 'no DIEM cap' : diem(apiKey.consumptionLimits.diem)} per {apiKey.limitPeriod}
        </dd>
        <dt>Models</dt>
        <dd>{apiKey.modelPrivacy}</dd>
        <dt>Created</dt>
        <dd>{when(apiKey.createdAt)}</dd>
        <dt>Expires</dt>
        <dd>{apiKey.expiresAt ? when(apiKey.expiresAt) : 'never'}</dd>
        <dt>Last used</dt>
        <dd>{when(apiKey.lastUsedAt)}</dd>
      </dl>
      <div class="controls">
        <button type="button" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          {editing ? 'Cancel editing' : 'Edit'}
        </button>
        {confirming ? (
          <>
            <button type="button" class="danger" onClick={revoke}>
              Confirm revoke
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </>
        ) : (
          <button type="button" class="danger" onClick={() => setConfirming(true)}>
            Revoke
          </button>
        )}
      </div>
      {editing && (
        <form class="stacked" onSubmit={save} aria-label={`Edit key ending in ${apiKey.last6Chars}`}>
          <KeyFields prefix={`edit-${apiKey.id}`} current={apiKey} />
          <button type="submit">Save</button>
        </form>
      )}
      <ErrorLine message={action.error} />
    </li>
  );
}
