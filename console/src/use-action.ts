// What a form's button does: runs it, says it is busy meanwhile (so it is not sent twice), and keeps
// the message of its failure for the screen's error line.
import { useState } from 'preact/hooks';
import { messageOf } from './api';

export interface Action {
  busy: boolean;
  error?: string;
  /** Runs `work`, clearing the last error first; `onFailure` runs before a failure's message is shown. */
  run(work: () => Promise<void>, onFailure?: () => void): Promise<void>;
}

export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function run(work: () => Promise<void>, onFailure?: () => void): Promise<void> {
    setError(undefined);
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      onFailure?.();
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}
