// The few status lines every screen shows: an error (announced to screen readers) and progress.
export function ErrorLine({ message }: { message: string | undefined }) {
  return message ? (
    <p class="error" role="alert">
      {message}
    </p>
  ) : null;
}

export function Loading({ when }: { when: boolean }) {
  return when ? <p aria-live="polite">Loading…</p> : null;
}
