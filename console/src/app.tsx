// The console's frame: sign-in, the navigation between screens (by the URL's hash, which never
// holds the key) and sign-out, which forgets the key and everything the screens loaded.
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { messageOf, session } from './api';
import { ErrorLine } from './messages';
import { Keys } from './keys';
import { Models } from './models';
import { Operator } from './operator';
import { Overview } from './overview';
import { Playground } from './playground';
import { Requests } from './requests';
import { detectRole, type Role, SignIn } from './sign-in';
import { Usage } from './usage';

// Each screen is given the key's role; most need only the navigation's filter by it.
const SCREENS: readonly { id: string; title: string; adminOnly: boolean; view: ComponentType<{ role: Role }> }[] = [
  { id: 'overview', title: 'Overview', adminOnly: true, view: Overview },
  { id: 'usage', title: 'Usage', adminOnly: true, view: Usage },
  { id: 'requests', title: 'Requests', adminOnly: true, view: Requests },
  { id: 'keys', title: 'Keys', adminOnly: true, view: Keys },
  { id: 'models', title: 'Models', adminOnly: false, view: Models },
  { id: 'playground', title: 'Playground', adminOnly: false, view: Playground },
  { id: 'operator', title: 'Operator', adminOnly: true, view: Operator },
];

const currentHash = () => location.hash.replace(/^#/, '');

export function App() {
  const [role, setRole] = useState<Role>();
  const [checking, setChecking] = useState(() => session.key() !== null);
  const [error, setError] = useState<string>();
  const [hash, setHash] = useState(currentHash);

  useEffect(() => {
    const changed = () => setHash(currentHash());
    addEventListener('hashchange', changed);
    return () => removeEventListener('hashchange', changed);
  }, []);

  // A reload of the tab keeps the session's key: find its role again.
  useEffect(() => {
    if (!session.key()) return;
    detectRole()
      .then(setRole, (failure: unknown) => {
        session.forget();
        setError(messageOf(failure));
      })
      .finally(() => setChecking(false));
  }, []);

  function signOut() {
    session.forget();
    setRole(undefined);
    history.replaceState(null, '', location.pathname);
    setHash('');
  }

  if (!role) {
    return (
      <>
        {checking ? <p aria-live="polite">Checking the key…</p> : <SignIn onSignedIn={setRole} />}
        <ErrorLine message={error} />
      </>
    );
  }
  const screens = SCREENS.filter((screen) => role === 'ADMIN' || !screen.adminOnly);
  const screen = screens.find((candidate) => candidate.id === hash) ?? screens[0]!;
  const View = screen.view;
  return (
    <>
      <header>
        <nav aria-label="Screens">
          <ul>
            {screens.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`} aria-current={item.id === screen.id ? 'page' : undefined}>
                  {item.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <span class="role">{role} key</span>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main>
        <h1>{screen.title}</h1>
        <View key={screen.id} role={role} />
      </main>
    </>
  );
}
