"""Drives the official `openai` Python package and LangChain's `langchain-openai`, unchanged, into
each refusal the service gives, and prints one JSON object: for each client, for each status, the
exception's own text (str(e)), which test/clients/error-messages-python.test.ts checks.

Reads OPENAI_BASE_URL and OPENAI_API_KEY (as the SDK does), EMPTY_ACCOUNT_KEY and UNKNOWN_KEY. The
test scripts the upstream's answers for the 429 and 503 calls in the order they are made here.
"""
import json
import os

from langchain_openai import ChatOpenAI
from openai import OpenAI

BASE_URL = os.environ["OPENAI_BASE_URL"]
KEYS = {"valid": os.environ["OPENAI_API_KEY"], "empty": os.environ["EMPTY_ACCOUNT_KEY"], "unknown": os.environ["UNKNOWN_KEY"]}

# status -> (key, model, temperature)
SCENARIOS = {
    "400": ("valid", "chat-basic", 3),
    "401": ("unknown", "chat-basic", None),
    "402": ("empty", "chat-basic", None),
    "404": ("valid", "no-such-model", None),
    "429": ("valid", "chat-basic", None),
    "503": ("valid", "chat-basic", None),
}


def openai_call(key, model, temperature):
    client = OpenAI(base_url=BASE_URL, api_key=key, max_retries=0)
    extra = {} if temperature is None else {"temperature": temperature}
    client.chat.completions.create(model=model, messages=[{"role": "user", "content": "hello"}], **extra)


def langchain_call(key, model, temperature):
    extra = {} if temperature is None else {"temperature": temperature}
    ChatOpenAI(model=model, base_url=BASE_URL, api_key=key, max_retries=0, **extra).invoke("hello")


results = {}
for client, call in (("openai", openai_call), ("langchain-openai", langchain_call)):
    results[client] = {}
    for status, (key, model, temperature) in SCENARIOS.items():
        try:
            call(KEYS[key], model, temperature)
            results[client][status] = None
        except Exception as error:  # what the user sees is whatever the library raised
            results[client][status] = {"type": type(error).__name__, "text": str(error)}

print(json.dumps(results))
