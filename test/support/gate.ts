// A gate a test opens itself: what waits behind it (an upstream's answer, a held transaction)
// goes on only then, whatever the machine's speed.
export interface Gate {
  opened: Promise<void>;
  open(): void;
}

export function gate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}
