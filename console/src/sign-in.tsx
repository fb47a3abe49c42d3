// Sign-in with an API key. The key is checked against the service, then kept in the tab's session
// storage only; the field is a password field and is emptied, so the key is never shown again.
import { useState } from 'preact/hooks';
import { ApiFailure, api, messageOf, session, unwrap } from './api';
import { ErrorLine } from './messages';

export type Role = 'ADMIN' | 'INFERENCE';

/** The role of the key in session storage: ADMIN keys may read billing; INFERENCE keys are refused it. */
export async function detectRole(): Promise<Role> {
  await unwrap(api.GET('/api_keys/rate_limits')); // any valid key passes; a bad one is a 401 here
  const balance = await api.GET('/billing/balance');
  if (balance.response.ok) return 'ADMIN';
  if (balance.response.status === 401 || balance.response.status === 403) return 'INFERENCE';
  throw new ApiFailure(`The service could not be asked about this key (HTTP ${balance.response.status})`, balance.response.status);
}

export function SignIn({ onSignedIn }: { onSignedIn(role: Role): void }) {
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: Event) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const field = form.elements.namedItem('apiKey') as HTMLInputElement;
    const key = field.value.trim();
    field.value = '';
    if (!key) return setError('Enter an API key.');
    setBusy(true);
    setError(undefined);
    session.remember(key);
    try {
      onSignedIn(await detectRole());
    } catch (failure) {
      session.forget();
      setError(failure instanceof ApiFailure && failure.status === 401 ? 'This key was refused: it is unknown, revoked or expired.' : messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main class="sign-in">
      <h1>Console</h1>
      <form onSubmit={submit} autocomplete="off">
        <label for="api-key">API key</label>
        <input id="api-key" name="apiKey" type="password" autocomplete="off" spellcheck={false} required />
        <p class="hint">An ADMIN key sees billing, usage, keys and models; an INFERENCE key sees models and the playground. The key stays in this tab only.</p>
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
        <ErrorLine message={error} />
      </form>
    </main>
  );
}
