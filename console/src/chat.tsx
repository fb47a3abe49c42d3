// The playground's chat: a model, a system prompt and the common parameters; each answer streams in
// (POST /chat/completions with stream: true) and ends with its tokens and cost from the stream's
// last chunk. Answers are shown as plain text, never as HTML.
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, failureOf, messageOf, type Schemas } from './api';
import { eventData } from './event-stream';
import { diem, plain, usd } from './format';
import { ErrorLine, Loading } from './messages';
import { ModelPicker, useModels } from './model-picker';

interface Turn {
  role: 'user' | 'assistant';
  content: string;
  usage?: Schemas['CompletionUsage'];
  cost?: Schemas['Cost'];
}

type StreamEvent = Partial<Schemas['ChatCompletionChunk']> & Partial<Schemas['StreamError']>;

function numberField(form: HTMLFormElement, name: string): number | undefined {
  const value = (form.elements.namedItem(name) as HTMLInputElement).value;
  return value === '' ? undefined : Number(value);
}

export function Chat() {
  const models = useModels('text');
  const [model, setModel] = useState('');
  const [turns, setTurns] = useState<Turn[]>([]);
  const [answer, setAnswer] = useState<string>();
  const [error, setError] = useState<string>();
  const stop = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => stop.current?.abort(), []);
  const chosen = model || models.data?.[0]?.id || '';

  async function send(event: Event) {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const promptField = form.elements.namedItem('prompt') as HTMLTextAreaElement;
    const system = (form.elements.namedItem('system') as HTMLTextAreaElement).value.trim();
    const history: Turn[] = [...turns, { role: 'user', content: promptField.value }];
    promptField.value = '';
    setTurns(history);
    setError(undefined);
    setAnswer('');
    stop.current = new AbortController();
    let content = '';
    let usage: Turn['usage'];
    let cost: Turn['cost'];
    try {
      const {
        data,
        error: refusal,
        response,
      } = await api.POST('/chat/completions', {
        body: {
          model: chosen,
          messages: [...(system ? [{ role: 'system' as const, content: system }] : []), ...history.map(({ role, content }) => ({ role, content }))],
          stream: true,
          stream_options: { include_usage: true },
          temperature: numberField(form, 'temperature'),
          top_p: numberField(form, 'topP'),
          max_completion_tokens: numberField(form, 'maxTokens'),
        },
        parseAs: 'stream',
        signal: stop.current.signal,
      });
      if (!response.ok || !data) throw failureOf(refusal, response);
      for await (const payload of eventData(data)) {
        if (payload === '[DONE]') break;
        const chunk = JSON.parse(payload) as StreamEvent;
        if (chunk.error) throw new Error(chunk.error.message);
        const delta = chunk.choices?.[0]?.delta?.content;
        if (delta) setAnswer((content += delta));
        usage = chunk.usage ?? usage;
        cost = chunk.cost ?? cost;
      }
    } catch (failure) {
      if (!stop.current.signal.aborted) setError(messageOf(failure));
    }
    setTurns([...history, { role: 'assistant', content, usage, cost }]);
    setAnswer(undefined);
  }

  const streaming = answer !== undefined;
  return (
    <section aria-labelledby="chat-title" class="panel">
      <h2 id="chat-title">Chat</h2>
      <Loading when={models.loading} />
      <ErrorLine message={models.error} />
      <ol class="conversation" data-testid="conversation">
        {turns.map((turn, index) => (
          <li key={index} class={`turn ${turn.role}`}>
            <span class="speaker">{turn.role === 'user' ? 'You' : 'Model'}</span>
            <p class="turn-text">{turn.content}</p>
            {turn.role === 'assistant' && (
              <p class="hint" data-testid="answer-cost">
                {turn.usage ? `${plain(turn.usage.prompt_tokens)} prompt + ${plain(turn.usage.completion_tokens)} completion tokens` : 'no usage reported'}
                {turn.cost ? `, cost ${usd(turn.cost.usd)} (${diem(turn.cost.diem)})` : ''}
              </p>
            )}
          </li>
        ))}
        {streaming && (
          <li class="turn assistant" aria-live="polite" aria-busy="true">
            <span class="speaker">Model</span>
            <p class="turn-text" data-testid="streaming-answer">
              {answer || '…'}
            </p>
          </li>
        )}
      </ol>
      <ErrorLine message={error} />
      <form class="stacked" onSubmit={send}>
        <label for="chat-model">Model</label>
        <ModelPicker id="chat-model" models={models.data ?? []} value={chosen} onChange={setModel} />
        <label for="chat-system">System prompt</label>
        <textarea id="chat-system" name="system" rows={2} />
        <div class="parameters">
          <label>
            Temperature <input name="temperature" type="number" min="0" max="2" step="0.1" inputMode="decimal" />
          </label>
          <label>
            Top p <input name="topP" type="number" min="0" max="1" step="0.05" inputMode="decimal" />
          </label>
          <label>
            Max tokens <input name="maxTokens" type="number" min="1" step="1" inputMode="numeric" />
          </label>
        </div>
        <label for="chat-prompt">Message</label>
        <textarea id="chat-prompt" name="prompt" rows={3} required />
        <div class="controls">
          <button type="submit" disabled={streaming || !chosen}>
            Send
          </button>
          {streaming && (
            <button type="button" onClick={() => stop.current?.abort()}>
              Stop
            </button>
          )}
          <button type="button" disabled={streaming} onClick={() => setTurns([])}>
            Clear
          </button>
        </div>
      </form>
    </section>
  );
}
