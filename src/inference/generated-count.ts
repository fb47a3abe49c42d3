// What an abandoned stream generated. When the client leaves mid-stream the engine stops before it
// reports usage, yet the tokens it produced were produced: they are charged. Streamed deltas carry
// about one token each, so the deltas are counted; the prompt is estimated at four bytes a token
// (its upper bound, reserved up front, is four times that). Every other stream is charged from the
// usage the engine reports.
import type { ChatParams, ChatStreamEvent, Usage } from '../providers/provider.js';
import { BYTES_PER_TOKEN, promptTokenBound } from './metering.js';


export class GeneratedCount {
  private deltas = 0;

  add(event: Extract<ChatStreamEvent, { type: 'delta' }>): void {
    const { content, reasoning_content: reasoning, tool_calls: calls } = event.delta;
    if (content || reasoning || calls?.length) this.deltas += 1;
  }

  usage(params: ChatParams): Usage {
    const prompt = Math.ceil(promptTokenBound(params) / BYTES_PER_TOKEN);
    return { prompt_tokens: prompt, completion_tokens: this.deltas, total_tokens: prompt + this.deltas };
  }
}
