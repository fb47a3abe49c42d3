// The contract run: schemathesis fuzzes every operation of the served spec against real server
// processes with all of its checks, authenticated with an ADMIN key and, side by side against a
// second server, with an INFERENCE key. Any failure fails the run. `npm run test:contract`; `make
// test` runs it beside the vitest suites. One worker per pass: with several threads, hypothesis's lambda-source introspection
// intermittently fails inside schemathesis ("AST constructor recursion depth mismatch"). Needs schemathesis (`make setup-test` installs it with pip).
// The paid operations reach real upstreams on loopback (anvil for the JSON-RPC proxy, a video
// and audio upstream speaking this contract), so any 5xx is the server's own.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from '../../src/app.js';
import { startAnvil } from '../support/chain/anvil.js';
import { startFakeUpstream } from '../support/fake-upstream.js';
import { startImageUpstream } from '../support/image-upstream.js';
import { startMediaUpstream } from '../support/media-upstream.js';
import { startSearchUpstream } from '../support/search-upstream.js';
import { CONTRACT_REPORTS, CONTRACT_SUMMARY } from '../summary.js';
import { schemathesis } from './schemathesis-pass.js';

const ADMIN_EXAMPLES = Number(process.env.CONTRACT_EXAMPLES ?? 300);
const INFERENCE_EXAMPLES = Math.ceil(ADMIN_EXAMPLES / 2);

/** What the server's engines talk to: a real chain node for the JSON-RPC proxy, a loopback media upstream. */
interface Upstreams {
  rpcUrl: string;
  mediaUrl: string;
  /** The image models' upstream (OpenAI images API, Automatic1111, this contract). */
  imageUrl: string;
  /** The web search providers' upstream (Brave, SearXNG). */
  searchUrl: string;
  /** An OpenAI-style upstream for the text models routed to one and the transcription model. */
  openaiUrl: string;
}

interface StartedServer {
  child: ChildProcess;
  baseUrl: string;
  adminKey: string;
}

function startServer(dataDir: string, upstreams: Upstreams): Promise<StartedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Discovery then has models of several kinds and privacy levels to return.
      CONFIG_DIR: join(PROJECT_ROOT, 'test', 'fixtures', 'config'),
      // Let the fuzzer exercise key creation itself; the 429 of the default 20/min is tested elsewhere.
      KEY_CREATE_PER_MINUTE: '100000',
      // Likewise top-up payment attempts from one address: the fuzzer sends thousands; the 429 is tested in test/api/x402-top-up.test.ts.
      TOP_UP_ATTEMPTS_PER_MINUTE: '1000000',
      // Paid operations reach working upstreams, so a 5xx is the server's own.
      FIXTURE_BASE_RPC_URL: upstreams.rpcUrl,
      FIXTURE_ETHEREUM_RPC_URL: upstreams.rpcUrl,
      FIXTURE_MEDIA_UPSTREAM_URL: upstreams.mediaUrl,
      FIXTURE_IMAGE_UPSTREAM_URL: upstreams.imageUrl,
      FIXTURE_SEARCH_BRAVE_URL: `${upstreams.searchUrl}/brave/res/v1/web/search`,
      FIXTURE_SEARCH_SEARXNG_URL: `${upstreams.searchUrl}/searxng/search`,
      FIXTURE_UPSTREAM_URL: upstreams.openaiUrl,
      FIXTURE_AUDIO_UPSTREAM_URL: upstreams.openaiUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let adminKey = '';
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const key = /^\s+(SERVICE_ADMIN_KEY_\S+)/.exec(line);
      if (key) adminKey = key[1]!;
      const listening = /listening on (http:\/\/\S+)/.exec(line);
      if (listening) resolve({ child, baseUrl: listening[1]!, adminKey });
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
}

async function createInferenceKey(baseUrl: string, adminKey: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/api_keys`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ apiKeyType: 'INFERENCE', description: 'contract fuzzing' }),
  });
  if (response.status !== 200) throw new Error(`could not create the INFERENCE key: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { apiKey: string } }).data.apiKey;
}

async function main(): Promise<void> {
  mkdirSync(CONTRACT_REPORTS, { recursive: true });
  const [anvil, media, images, search, openai] = [
    await startAnvil(),
    await startMediaUpstream(),
    await startImageUpstream(),
    await startSearchUpstream(),
    await startFakeUpstream(),
  ];
  const upstreams: Upstreams = { rpcUrl: anvil.rpcUrl, mediaUrl: media.url, imageUrl: images.url, searchUrl: search.url, openaiUrl: openai.url };
  // One server per pass, so the two run side by side: the ADMIN pass lists keys and deletes what it
  // finds, which on a shared server would include the INFERENCE pass's key.
  const dataDirs = [0, 1].map(() => mkdtempSync(join(PROJECT_ROOT, '.test-data', 'contract-')));
  const servers = await Promise.allSettled(dataDirs.map((dataDir) => startServer(dataDir, upstreams)));
  let passed = false;
  try {
    const [adminServer, inferenceServer] = servers.map((server) => {
      if (server.status === 'rejected') throw server.reason;
      if (!server.value.adminKey) throw new Error('the server did not print its first ADMIN key');
      return server.value;
    }) as [StartedServer, StartedServer];
    const inferenceKey = await createInferenceKey(inferenceServer.baseUrl, inferenceServer.adminKey);
    const [admin, inference] = await Promise.all([
      schemathesis(adminServer.baseUrl, adminServer.adminKey, ADMIN_EXAMPLES, 'ADMIN'),
      schemathesis(inferenceServer.baseUrl, inferenceKey, INFERENCE_EXAMPLES, 'INFERENCE'),
    ]);
    passed = admin.passed && inference.passed;
    // Each generated case counts once; a failed pass whose report has no count still counts as one failure.
    const counts = {
      passed: admin.cases.passed + inference.cases.passed,
      failed: [admin, inference].reduce((sum, pass) => sum + (pass.passed ? pass.cases.failed : Math.max(1, pass.cases.failed)), 0),
      skipped: admin.cases.skipped + inference.cases.skipped,
    };
    console.log(`contract: ${counts.passed} cases passed, ${counts.failed} failed, ${counts.skipped} skipped`);
    writeFileSync(CONTRACT_SUMMARY, JSON.stringify(counts)); // for the test command's closing line (test/summary.ts)
  } finally {
    await Promise.all(
      servers.map(async (server) => {
        if (server.status === 'rejected') return;
        const { child } = server.value;
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }),
    );
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await Promise.all([anvil.stop(), media.close(), images.close(), search.close(), openai.close()]);
  }
  process.exit(passed ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
