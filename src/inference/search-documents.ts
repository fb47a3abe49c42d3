// return_search_results_as_documents: when a web search ran for a chat, its results also come back
// as a synthetic tool call named `service_web_search_documents`, ahead of the model's own calls,
// whose arguments are `{"documents":[{id, title, url, snippet, published_at}]}` (id: the result's
// number, the n of its [REF]n[/REF] marker). The answer's finish_reason `stop` becomes `tool_calls`
// then, as the reference service does; `length` and `content_filter` say more and are kept.
import type { FinishReason, ToolCall } from '../providers/contracts/chat.js';
import type { ChatPlan } from './chat-plan.js';

export const DOCUMENTS_TOOL_NAME = 'service_web_search_documents';
export const DOCUMENTS_CALL_ID = 'web_search_call';

type Sources = NonNullable<ChatPlan['citations']>;

/** Whether the plan's answer carries the documents call (asked for, and a search gave results). */
export const returnsDocuments = (plan: Pick<ChatPlan, 'parameters' | 'citations'>): boolean =>
  plan.parameters.return_search_results_as_documents && (plan.citations?.length ?? 0) > 0;

export function documentsCall(sources: Sources): ToolCall {
  const documents = sources.map((source, index) => ({
    id: String(index + 1),
    title: source.title,
    url: source.url,
    snippet: source.content ?? '',
    published_at: source.date ?? null,
  }));
  return { id: DOCUMENTS_CALL_ID, type: 'function', function: { name: DOCUMENTS_TOOL_NAME, arguments: JSON.stringify({ documents }) } };
}

export const documentsFinish = <F extends FinishReason | null | undefined>(reason: F): F | 'tool_calls' => (reason === 'stop' ? 'tool_calls' : reason);
