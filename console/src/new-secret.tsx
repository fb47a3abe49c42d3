// A new key's secret, shown this once with a copy button. It lives only in this component's
// props: "I have saved it" drops it, and no other screen can show it again.
import { useState } from 'preact/hooks';
import type { Schemas } from './api';

export function NewSecret({ created, onDone }: { created: Schemas['CreatedApiKey']; onDone(): void }) {
  const [copied, setCopied] = useState<string>();
  async function copy() {
    try {
      await navigator.clipboard.writeText(created.apiKey);
      setCopied('Copied.');
    } catch {
      setCopied('Copying was refused by the browser: select the key and copy it.');
    }
  }
  return (
    <section class="panel secret" aria-labelledby="secret-title" data-testid="new-secret">
      <h2 id="secret-title">
        New {created.apiKeyType} key “{created.description}”
      </h2>
      <p class="warning" role="alert">
        This is the only time the key is shown. Copy it now and keep it somewhere safe: it cannot be recovered, only revoked.
      </p>
      <output class="secret-value" aria-label="The new key">
        {created.apiKey}
      </output>
      <div class="controls">
        <button type="button" onClick={copy}>
          Copy key
        </button>
        <button type="button" onClick={onDone}>
          I have saved it
        </button>
      </div>
      <p aria-live="polite">{copied}</p>
    </section>
  );
}
