// The items a responses request gives the model: a stored response's items and output when it
// continues one (previous_response_id), then its own input, each with an id (given here when the
// caller sent none) and `item_reference`s replaced by the caller's stored items they name. These
// are what a stored response keeps as its input items.
import { randomUUID } from 'node:crypto';
import type { components } from '../../generated/api-types.js';
import { notFound } from '../errors.js';
import type { Principal } from '../principal.js';
import type { ResponseStore, StoredItem } from './stored-responses.js';
import type { ResponsesRequest } from './responses-request.js';

type InputItem = components['schemas']['ResponsesInputItem'];

const ID_PREFIXES: Record<string, string> = { message: 'msg', function_call: 'fc', function_call_output: 'fco', reasoning: 'rs', web_search_call: 'ws' };

const itemId = (type: string) => `${ID_PREFIXES[type] ?? 'item'}_${randomUUID().replaceAll('-', '')}`;

/** A request's own input as stored items: a string is one user message; items keep their id or get one. */
async function ownItems(store: ResponseStore, caller: Principal | undefined, input: ResponsesRequest['input']): Promise<StoredItem[]> {
  // Kept a string, so the engine is given what it was given before stored responses.
  if (typeof input === 'string') return [{ type: 'message', id: itemId('message'), role: 'user', content: input }];
  const items: StoredItem[] = [];
  for (const item of input as InputItem[]) {
    const type = (item as { type?: string }).type ?? 'message';
    if (type === 'item_reference') {
      const { id } = item as components['schemas']['ResponsesItemReference'];
      const found = caller ? await store.findItem(caller, id) : undefined;
      if (!found) throw notFound(`Item ${id} not found: item_reference names an item of one of your stored responses that has not expired`);
      items.push(found);
    } else {
      const id = (item as { id?: string | null }).id;
      items.push({ ...item, type, id: id ?? itemId(type) } as StoredItem);
    }
  }
  return items;
}

/** The whole context of a request, as stored items; a previous_response_id that is not the caller's live response is a 404 naming it. */
export async function requestContext(store: ResponseStore, caller: Principal | undefined, request: ResponsesRequest): Promise<StoredItem[]> {
  const earlier: StoredItem[] = [];
  if (request.previous_response_id) {
    const previous = caller ? await store.find(caller, request.previous_response_id) : undefined;
    if (!previous) {
      throw notFound(
        `Response ${request.previous_response_id} not found: previous_response_id names a response of yours made with store (the default) that has not expired or been deleted`,
      );
    }
    earlier.push(...previous.inputItems, ...(previous.response.output as StoredItem[]));
  }
  return [...earlier, ...(await ownItems(store, caller, request.input))];
}

export interface ItemPage {
  object: 'list';
  data: StoredItem[];
  first_id: string | null;
  last_id: string | null;
  has_more: boolean;
}

/** One page of a response's input items, newest first unless `order` is asc; `after` is the last id of the page before. */
export function itemPage(items: StoredItem[], options: { limit?: number; order?: 'asc' | 'desc'; after?: string }): ItemPage | undefined {
  const ordered = options.order === 'asc' ? items : [...items].reverse();
  const start = options.after === undefined ? 0 : ordered.findIndex((item) => item.id === options.after) + 1;
  if (start === 0 && options.after !== undefined) return undefined;
  const data = ordered.slice(start, start + (options.limit ?? 20));
  return { object: 'list', data, first_id: data[0]?.id ?? null, last_id: data.at(-1)?.id ?? null, has_more: start + data.length < ordered.length };
}
