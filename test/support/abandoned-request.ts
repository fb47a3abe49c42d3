// A chat completion its client gives up on while the service is still working on it: sent with
// fetch, then aborted once the loopback upstream holds the request (and, for a stream already
// under way, once its first bytes arrived), as a client closing its connections mid-load does.
import { expect } from 'vitest';
import type { FakeUpstream } from './fake-upstream.js';

export interface AbandonedChat {
  baseUrl: string;
  key: string;
  upstream: FakeUpstream;
  body: Record<string, unknown>;
  requestId: string;
  /** Read the stream's first bytes before leaving (the upstream must be scripted to answer). */
  afterFirstBytes?: boolean;
}

/** Sends the chat and aborts it in flight; resolves once the upstream saw its request closed. */
export async function abandonChat(chat: AbandonedChat): Promise<void> {
  const { upstream } = chat;
  const seen = upstream.requests.length;
  const controller = new AbortController();
  const response = fetch(`${chat.baseUrl}/api/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${chat.key}`, 'content-type': 'application/json', 'x-request-id': chat.requestId },
    body: JSON.stringify(chat.body),
    signal: controller.signal,
  });
  await expect.poll(() => upstream.requests.length).toBe(seen + 1);
  if (chat.afterFirstBytes) {
    const reader = (await response).body!.getReader();
    await reader.read();
  }
  controller.abort();
  await response.catch(() => undefined);
  // A stream under way is read on for its usage for up to 2 s before the upstream request is stopped.
  await expect.poll(() => upstream.requests[seen]!.closedEarly, { timeout: 5000 }).toBe(true);
}
