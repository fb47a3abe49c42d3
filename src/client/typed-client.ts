// A typed TypeScript client of this contract: openapi-fetch over the types generated from spec/
// (generated/api-types.ts), so every path, parameter, body and response is checked by the compiler
// and a spec edit retypes it. `streamEvents` reads an operation's event stream as its typed events
// (x-service-event-schema, generated/operations.ts). See docs/testing-clients.md.
import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from '../../generated/api-types.js';
import type { StreamEvents } from '../../generated/operations.js';

export type ServiceClient = Client<paths>;

export interface ServiceClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** The API root, e.g. `http://127.0.0.1:8080/api/v1` (or the mock's, port 4010). */
  baseUrl: string;
  /** An API key, sent as `Authorization: Bearer …`. */
  apiKey?: string;
}

export function createServiceClient({ baseUrl, apiKey, headers, ...rest }: ServiceClientOptions): ServiceClient {
  return createClient<paths>({
    baseUrl,
    headers: { ...(apiKey ? { Authorization: `Bearer ${apiKey}` } : {}), ...(headers as Record<string, string> | undefined) },
    ...rest,
  });
}

/** One event of a stream: its `event:` name when it has one, and its parsed `data`. */
export interface TypedEvent<Data> {
  event?: string;
  data: Data;
}

/**
 * The events of a `text/event-stream` response, parsed as they arrive, ending at `data: [DONE]`
 * (or the end of the body). Ask openapi-fetch for the raw body with `parseAs: 'stream'`:
 *
 *   const { response } = await client.POST('/chat/completions', { body: { ...request, stream: true }, parseAs: 'stream' });
 *   for await (const { data } of streamEvents<'createChatCompletion'>(response)) …
 */
export async function* streamEvents<K extends keyof StreamEvents>(response: Response): AsyncGenerator<TypedEvent<StreamEvents[K]>> {
  if (!response.body) return;
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let boundary = /\r?\n\r?\n/.exec(buffered);
    while (boundary) {
      const block = buffered.slice(0, boundary.index);
      buffered = buffered.slice(boundary.index + boundary[0].length);
      let event: string | undefined;
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      const text = data.join('\n');
      if (text === '[DONE]') return;
      if (text !== '') yield { ...(event ? { event } : {}), data: JSON.parse(text) as StreamEvents[K] };
      boundary = /\r?\n\r?\n/.exec(buffered);
    }
  }
}
