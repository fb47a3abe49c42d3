// Loads something for a screen and keeps its result, its error and a way to load it again.
import { useCallback, useEffect, useState } from 'preact/hooks';
import { messageOf } from './api';

export interface Loaded<T> {
  data?: T;
  error?: string;
  loading: boolean;
  reload(): void;
}

export function useLoad<T>(load: () => Promise<T>, dependencies: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: string; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  const run = useCallback(load, dependencies);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    run().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => current && setState({ error: messageOf(error), loading: false }),
    );
    return () => {
      current = false;
    };
  }, [run, round]);
  return { ...state, reload: () => setRound((value) => value + 1) };
}
