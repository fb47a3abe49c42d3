"""Drives the official `openai` Python package, unchanged, against the mock of the contract.

Reads OPENAI_BASE_URL and OPENAI_API_KEY from the environment and prints one JSON object with what
each call returned; test/consumers/openai-sdks-mock.test.ts checks it.
"""
import base64
import json

from openai import OpenAI

client = OpenAI(max_retries=0)
messages = [{"role": "user", "content": "hello mock"}]
results = {}

completion = client.chat.completions.create(model="any-model", messages=messages)
results["chat"] = {"object": completion.object, "choices": len(completion.choices)}

chunks = list(client.chat.completions.create(model="any-model", messages=messages, stream=True))
results["chat_stream"] = {
    "chunks": len(chunks),
    "objects": sorted({chunk.object for chunk in chunks}),
    "text": "".join(chunk.choices[0].delta.content or "" for chunk in chunks if chunk.choices),
}

embeddings = client.embeddings.create(model="any-model", input=["a", "b"], encoding_format="float")
results["embeddings"] = {"object": embeddings.object}

image = client.images.generate(model="any-model", prompt="a lighthouse")
results["image"] = {"png": base64.b64decode(image.data[0].b64_json)[1:4].decode()}

print(json.dumps(results))
