"""Drives the official `openai` Python package, unchanged, against the service.

Reads OPENAI_BASE_URL and OPENAI_API_KEY from the environment (as the SDK itself does) and prints
one JSON object with what each call returned; test/clients/openai-python.test.ts checks it.
"""
import json

import openai
from openai import OpenAI

client = OpenAI(max_retries=0)
results = {"sdk_version": openai.__version__}

completion = client.chat.completions.create(model="chat-basic", messages=[{"role": "user", "content": "hello python"}])
results["chat"] = {"content": completion.choices[0].message.content, "usage": completion.usage.model_dump()}

text, usage = "", None
stream = client.chat.completions.create(
    model="chat-basic", messages=[{"role": "user", "content": "py stream"}], stream=True, stream_options={"include_usage": True}
)
for chunk in stream:
    if chunk.choices and chunk.choices[0].delta.content:
        text += chunk.choices[0].delta.content
    if chunk.usage:
        usage = chunk.usage.model_dump()
results["chat_stream"] = {"content": text, "usage": usage}

tools = [{"type": "function", "function": {"name": "get_time", "parameters": {"type": "object", "properties": {"zone": {"type": "string"}}}}}]
with client.chat.completions.stream(model="chat-basic", messages=[{"role": "user", "content": "time?"}], tools=tools) as events:
    final = events.get_final_completion()
call = final.choices[0].message.tool_calls[0]
results["tool_call"] = {"name": call.function.name, "arguments": call.function.arguments, "finish_reason": final.choices[0].finish_reason}

response = client.responses.create(model="chat-basic", input="py respond")
results["response"] = {"output_text": response.output_text, "status": response.status, "input_tokens": response.usage.input_tokens}

deltas = []
with client.responses.stream(model="chat-basic", input="py respond streamed") as events:
    for event in events:
        if event.type == "response.output_text.delta":
            deltas.append(event.delta)
    final_response = events.get_final_response()
results["response_stream"] = {"deltas": "".join(deltas), "output_text": final_response.output_text}

# An Agents-style second turn: only the new input and the previous response's id.
chained = client.responses.create(
    model="chat-basic", previous_response_id=response.id, input="py again", instructions="Be brief.", metadata={"run": "py"}, truncation="disabled", user="py"
)
items = [item.type for item in client.responses.input_items.list(chained.id, order="asc")]
retrieved = client.responses.retrieve(chained.id)
client.responses.delete(response.id)
try:
    client.responses.retrieve(response.id)
    deleted = None
except openai.NotFoundError as error:
    deleted = error.status_code
results["response_chain"] = {
    "previous_response_id": chained.previous_response_id == response.id,
    "items": items,
    "retrieved": retrieved.output_text,
    "deleted": deleted,
}

embeddings = client.embeddings.create(model="embed-basic", input=["alpha", "beta"])
results["embeddings"] = {"count": len(embeddings.data), "dimensions": len(embeddings.data[0].embedding), "first": embeddings.data[0].embedding[0]}

try:
    client.chat.completions.create(model="no-such-model", messages=[{"role": "user", "content": "x"}])
    results["not_found"] = None
except openai.NotFoundError as error:
    results["not_found"] = error.status_code

model = client.models.retrieve("chat-basic")
results["model"] = {"id": model.id, "object": model.object}

# Python callers pass None for parameters they leave unset; the SDK sends explicit nulls for those in extra_body.
nulls = client.chat.completions.create(
    model="chat-basic", messages=[{"role": "user", "content": "nulls"}], extra_body={"temperature": None, "max_tokens": None, "seed": None}
)
results["nulls"] = nulls.choices[0].message.content

speech = client.audio.speech.create(model="tts-1", voice="en", input="Hello from Python.", response_format="wav")
audio = speech.read()
results["speech"] = {"riff": audio[:4].decode("ascii"), "bytes": len(audio)}

with client.audio.speech.with_streaming_response.create(model="tts-1", voice="en", input="Streamed from Python.", response_format="mp3") as streamed:
    results["speech_stream"] = {"chunks": sum(1 for _ in streamed.iter_bytes()), "content_type": streamed.headers["content-type"]}

transcript = client.audio.transcriptions.create(model="whisper-1", file=("hello.wav", audio, "audio/wav"))
results["transcription"] = {"text": transcript.text}

print(json.dumps(results))
