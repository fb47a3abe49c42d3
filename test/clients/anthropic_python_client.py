"""Drives the official `anthropic` Python package, unchanged, against the service.

Reads ANTHROPIC_BASE_URL and ANTHROPIC_API_KEY from the environment (as the SDK itself does),
plus UNKNOWN_KEY and EMPTY_KEY for the refusals, and prints one JSON object with what each call
returned; test/clients/anthropic-python.test.ts checks it.
"""
import base64
import json
import os

import anthropic
from anthropic import Anthropic

client = Anthropic(max_retries=0)
results = {"sdk_version": anthropic.__version__}
hello = {"model": "chat-basic", "max_tokens": 40}

message = client.messages.create(**hello, messages=[{"role": "user", "content": "hello python"}])
results["create"] = {"text": message.content[0].text, "stop_reason": message.stop_reason, "usage": [message.usage.input_tokens, message.usage.output_tokens]}

with client.messages.stream(**hello, messages=[{"role": "user", "content": "py stream"}]) as stream:
    pieces = list(stream.text_stream)
    final = stream.get_final_message()
results["stream"] = {"pieces": "".join(pieces), "text": final.content[0].text, "usage": [final.usage.input_tokens, final.usage.output_tokens]}

tools = [{"name": "get_time", "input_schema": {"type": "object", "properties": {"zone": {"type": "string"}}}}]
messages = [{"role": "user", "content": "time?"}]
first = client.messages.create(**hello, messages=messages, tools=tools)
call = first.content[0]
messages += [{"role": "assistant", "content": first.content}, {"role": "user", "content": [{"type": "tool_result", "tool_use_id": call.id, "content": "12:00"}]}]
second = client.messages.create(**hello, messages=messages, tools=tools)
results["tools"] = {"stop_reason": first.stop_reason, "name": call.name, "input": call.input, "answer": second.content[0].text}

image = base64.b64encode(b"not really a png").decode()
seen = client.messages.create(
    **{**hello, "model": "vision-chat"},
    messages=[{"role": "user", "content": [{"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": image}}, {"type": "text", "text": "what?"}]}],
)
results["image"] = seen.content[0].text

results["count"] = client.messages.count_tokens(model="chat-basic", messages=[{"role": "user", "content": "count me"}]).input_tokens


def refusal(call, key=None):
    target = client if key is None else Anthropic(max_retries=0, api_key=key)
    try:
        call(target)
        return None
    except anthropic.APIStatusError as error:
        return {"class": type(error).__name__, "status": error.status_code, "type": error.type, "message": str(error)}


results["errors"] = {
    "400": refusal(lambda c: c.messages.create(model="chat-basic", max_tokens=0, messages=[{"role": "user", "content": "x"}])),
    "401": refusal(lambda c: c.messages.create(**hello, messages=[{"role": "user", "content": "x"}]), os.environ["UNKNOWN_KEY"]),
    "402": refusal(lambda c: c.messages.create(**hello, messages=[{"role": "user", "content": "x"}]), os.environ["EMPTY_KEY"]),
    "404": refusal(lambda c: c.messages.create(**{**hello, "model": "no-such-model"}, messages=[{"role": "user", "content": "x"}])),
}
print(json.dumps(results))
