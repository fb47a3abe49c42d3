// Each test process's own entry point (vitest setupFiles), doing what src/main.ts does for the
// service process before building the app: the process-wide fetch.
import { installUndiciFetch } from '../../src/providers/openai-compatible/undici-fetch.js';

installUndiciFetch();
