"""LangChain's OpenAIEmbeddings with its defaults (model text-embedding-ada-002, inputs sent as
cl100k_base token ids after tiktoken's length check), only base_url and api_key set; prints the
vectors' sizes and whether they differ, as JSON, for test/clients/langchain-embeddings-python.test.ts.
"""
import json
import os

from langchain_openai import OpenAIEmbeddings

embeddings = OpenAIEmbeddings(base_url=os.environ["OPENAI_BASE_URL"], api_key=os.environ["OPENAI_API_KEY"], max_retries=0)
documents = embeddings.embed_documents(["The quick brown fox", "jumps over the lazy dog"])
query = embeddings.embed_query("The quick brown fox")
print(json.dumps({"documents": [len(vector) for vector in documents], "query": len(query), "differ": documents[0] != documents[1]}))
