// Calls `tick` every `every` milliseconds while `every` is a number; null stops it.
import { useEffect, useRef } from 'preact/hooks';

export function useInterval(tick: () => void, every: number | null): void {
  // The latest tick is called, so a timer started earlier never runs a stale closure.
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (every === null) return;
    const timer = setInterval(() => latest.current(), every);
    return () => clearInterval(timer);
  }, [every]);
}
