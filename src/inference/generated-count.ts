// What a stream generated, for its charge. The engine's own usage, which it reports last, when it
// arrived; otherwise (the client left and the engine was stopped before it reported, see
// engine-run.ts) a count of everything read from the engine, delivered to the client or not: a
// delta's tokens when its logprobs list them, else one token a delta (engines stream about one
// token a delta; those that batch several undercount here, which is why the usage is waited for).
// The prompt is then estimated at four bytes a token (its upper bound, reserved up front, is four
// times that).
import type { ChatParams, ChatStreamEvent, Usage } from '../providers/contracts/chat.js';
import { estimatedPrompt } from './metering.js';

export class GeneratedCount {
  private tokens = 0;
  /** The usage the engine reported, if it did. */
  reported: Usage | undefined;

  add(event: ChatStreamEvent): void {
    if (event.type === 'usage') {
      this.reported = event.usage;
      return;
    }
    const { content, reasoning_content: reasoning, tool_calls: calls } = event.delta;
    const listed = event.logprobs?.content?.length ?? 0;
    if (listed > 0) this.tokens += listed;
    else if (content || reasoning || calls?.length) this.tokens += 1;
  }

  /** What to charge: the engine's usage, or the count. */
  usage(params: ChatParams): Usage {
    if (this.reported) return this.reported;
    const prompt = estimatedPrompt(params);
    return { prompt_tokens: prompt, completion_tokens: this.tokens, total_tokens: prompt + this.tokens };
  }
}
