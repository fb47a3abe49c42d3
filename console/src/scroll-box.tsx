// A box a wide table scrolls sideways in on a phone; focusable and named (a labelled section is a
// region), so a keyboard can scroll it.
import type { ComponentChildren } from 'preact';

export function ScrollBox({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
    <section class="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
