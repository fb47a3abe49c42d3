// How a model fetch shows its progress: a bar redrawn in place on a terminal, otherwise a line now
// and then (every 10% of a known size, every 10 MB of an unknown one), so a log shows it moving
// without a line per chunk.

export interface DownloadProgress {
  /** The transfer (re)starts at `from` bytes of `total` (undefined when the size is not known). */
  start(total: number | undefined, from: number): void;
  /** `bytes` more arrived. */
  advance(bytes: number): void;
  /** The transfer ended (before its checksum is checked). */
  finish(): void;
}

export interface ProgressOutput {
  /** A terminal to draw the bar on (process.stderr when it is a TTY). */
  terminal?: { write(text: string): unknown; columns?: number };
  /** Where progress lines go otherwise (the log). */
  line?(text: string): void;
}

const MB = 1024 * 1024;
const REDRAW_MS = 100;

const megabytes = (bytes: number) => (bytes / MB).toFixed(1);

export function downloadProgress(label: string, output: ProgressOutput, now: () => number = () => performance.now()): DownloadProgress {
  let total: number | undefined;
  let done = 0;
  let startedAt = 0;
  let startedFrom = 0;
  let lastDraw = -Infinity;
  let nextLineAt = 0;
  const step = () => (total ? total / 10 : 10 * MB);
  const speed = () => {
    const seconds = (now() - startedAt) / 1000;
    return seconds > 0 ? `${megabytes((done - startedFrom) / seconds)} MB/s` : '';
  };
  const describe = () => `${megabytes(done)}${total ? `/${megabytes(total)}` : ''} MB`;
  const draw = (force: boolean) => {
    const terminal = output.terminal!;
    if (!force && now() - lastDraw < REDRAW_MS) return;
    lastDraw = now();
    const fraction = total ? Math.min(1, done / total) : undefined;
    const width = 24;
    const bar = fraction === undefined ? '' : `[${'#'.repeat(Math.round(fraction * width)).padEnd(width, '-')}] ${Math.floor(fraction * 100)}% `;
    terminal.write(`\r${label} ${bar}${describe()} ${speed()}\u001b[K`);
  };
  return {
    start(size, from) {
      total = size;
      done = from;
      startedFrom = from;
      startedAt = now();
      nextLineAt = from + step();
      if (output.terminal) draw(true);
      else output.line?.(`${label}: ${from > 0 ? `resuming at ${megabytes(from)} MB` : 'starting'}${total ? ` of ${megabytes(total)} MB` : ''}`);
    },
    advance(bytes) {
      done += bytes;
      if (output.terminal) return draw(false);
      if (done < nextLineAt) return;
      while (nextLineAt <= done) nextLineAt += step();
      output.line?.(`${label}: ${total ? `${Math.floor((done / total) * 100)}% ` : ''}${describe()} ${speed()}`);
    },
    finish() {
      if (output.terminal) {
        draw(true);
        output.terminal.write('\n');
      } else output.line?.(`${label}: ${describe()} received`);
    },
  };
}

/** Progress shown on stderr when it is a terminal, else as lines through `log`. */
export function consoleProgress(label: string, log: (line: string) => void): DownloadProgress {
  return downloadProgress(label, process.stderr.isTTY ? { terminal: process.stderr } : { line: log });
}
