// The operator CLI and the first start of the server, run as real processes on an embedded database
// of their own (DATA_DIR in a temp folder, no DATABASE_URL). Each process pays PGlite's start, hence
// the generous timeouts.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/app.js';
import { startModelFileServer } from '../support/model-file-server.js';
import { PGLITE_TEMPLATE_DIR, RUN_DIR } from '../support/paths.js';

const PROCESS_TIMEOUT_MS = 60_000;
const ADMIN_SECRET = /SERVICE_ADMIN_KEY_[0-9A-Za-z]{43}/g;

function environmentFor(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete environment.DATABASE_URL;
  delete environment.CONFIG_DIR;
  delete environment.NODE_OPTIONS;
  return { ...environment, ...extra };
}

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runCli(dataDir: string, args: string[], extra: Record<string, string> = {}): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], {
      cwd: PROJECT_ROOT,
      env: environmentFor(dataDir, extra),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`cli ${args.join(' ')} did not finish in ${PROCESS_TIMEOUT_MS} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, PROCESS_TIMEOUT_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  /** Everything printed to stdout up to and including the 'listening' line. */
  startupOutput: string;
  stop(): Promise<Finished>;
}

function startServer(dataDir: string): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: PROJECT_ROOT,
      env: environmentFor(dataDir, { PORT: '0', HOST: '127.0.0.1' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    let stdout = '';
    let stderr = '';
    const exited = new Promise<Finished>((done) => child.on('close', (code) => done({ code, stdout, stderr })));
    exited.then(() => running.delete(child));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${PROCESS_TIMEOUT_MS} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, PROCESS_TIMEOUT_MS);
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const listening = /listening on (http:\/\/\S+)/.exec(stdout);
      if (!listening) return;
      clearTimeout(timer);
      resolve({
        child,
        baseUrl: listening[1]!,
        startupOutput: stdout,
        stop: async () => {
          child.kill('SIGTERM');
          return exited;
        },
      });
    });
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening\nstdout: ${stdout}\nstderr: ${stderr}`));
    });
  });
}

const running = new Set<ChildProcess>();
const dataDirs: string[] = [];
const freshDataDir = () => {
  const directory = mkdtempSync(join(RUN_DIR, 'cli-'));
  dataDirs.push(directory);
  return directory;
};

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const directory of dataDirs) rmSync(directory, { recursive: true, force: true });
});

describe('operator CLI', () => {
  let dataDir: string;
  beforeAll(() => {
    // The run's migrated database: an empty one's first open is tested by the server's first start below.
    dataDir = freshDataDir();
    cpSync(PGLITE_TEMPLATE_DIR, join(dataDir, 'pglite'), { recursive: true });
  });

  let created: { id: string; apiKey: string; apiKeyType: string; description: string };

  it('keys create --json prints exactly one JSON object with the new key and its secret', async () => {
    const result = await runCli(dataDir, ['keys', 'create', '--type', 'ADMIN', '--description', 'ops', '--json']);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    created = JSON.parse(lines[0]!) as typeof created;
    expect(created).toMatchObject({ apiKeyType: 'ADMIN', description: 'ops', expiresAt: null, limitPeriod: 'EPOCH', modelPrivacy: 'ALL' });
    expect(created.apiKey).toMatch(/^SERVICE_ADMIN_KEY_[0-9A-Za-z]{43}$/);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keys list --json shows the created key without its secret', async () => {
    const result = await runCli(dataDir, ['keys', 'list', '--json']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).not.toContain(created.apiKey);
    const keys = JSON.parse(result.stdout) as { id: string; description: string; last6Chars: string; apiKeyType: string }[];
    const listed = keys.find((key) => key.id === created.id);
    expect(listed).toMatchObject({ description: 'ops', apiKeyType: 'ADMIN', last6Chars: created.apiKey.slice(-6) });
    expect(listed).not.toHaveProperty('apiKey');
  });

  it('keys create without --json prints the secret once, and keys list never prints it', async () => {
    const result = await runCli(dataDir, ['keys', 'create', '--type', 'inference', '--description', 'worker']);
    expect(result.code, result.stderr).toBe(0);
    const secrets = result.stdout.match(/SERVICE_INFERENCE_KEY_[0-9A-Za-z]{43}/g) ?? [];
    expect(secrets).toHaveLength(1);
    const list = await runCli(dataDir, ['keys', 'list']);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).not.toContain(secrets[0]);
    expect(list.stdout).toContain(`…${secrets[0]!.slice(-6)}`);
    expect(list.stdout).toContain('worker');
  });

  it('keys create with a bad --type exits non-zero with a message and creates nothing', async () => {
    const result = await runCli(dataDir, ['keys', 'create', '--type', 'ROOT', '--description', 'nope']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('--type must be ADMIN or INFERENCE');
    const list = await runCli(dataDir, ['keys', 'list', '--json']);
    expect((JSON.parse(list.stdout) as { description: string }[]).map((key) => key.description)).not.toContain('nope');
  });

  it('keys create with an --expires that is not a date exits non-zero with a message', async () => {
    const result = await runCli(dataDir, ['keys', 'create', '--type', 'INFERENCE', '--description', 'someday', '--expires', 'next tuesday']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('expiresAt is not a valid date');
  });

  it('credits add credits once per --external-id, refuses a conflicting reuse, and requires the reference', async () => {
    const add = (usd: string, reason: string, reference?: string) =>
      runCli(dataDir, ['credits', 'add', '--usd', usd, '--reason', reason, ...(reference ? ['--external-id', reference] : []), '--json']);
    const first = await add('4', 'invoice 7', 'invoice-7');
    expect(first.code).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ amountCredited: 4, newBalance: 4, duplicate: false });
    const retried = await add('4', 'invoice 7', 'invoice-7');
    expect(JSON.parse(retried.stdout)).toMatchObject({ amountCredited: 0, newBalance: 4, duplicate: true });
    const conflicting = await add('40', 'invoice 7', 'invoice-7');
    expect(conflicting.code).not.toBe(0);
    expect(conflicting.stderr).toContain('invoice-7');
    const unreferenced = await add('4', 'invoice 8');
    expect(unreferenced.code).not.toBe(0);
    expect(unreferenced.stderr).toContain('--external-id');
    const balance = await runCli(dataDir, ['credits', 'balance', '--json']);
    expect(JSON.parse(balance.stdout)).toMatchObject({ balances: { usd: 4 } });
  });

  it('accounts stake --wallet records the wallet holding the stake (which may then mint web3 keys), and refuses a malformed address', async () => {
    const wallet = '0x52908400098527886E0F7030069857D2E4169EE7';
    const staked = await runCli(dataDir, ['accounts', 'stake', '--units', '3', '--wallet', wallet]);
    expect(staked.code).toBe(0);
    expect(staked.stdout).toContain(`wallet ${wallet.toLowerCase()} holds its stake`);
    const malformed = await runCli(dataDir, ['accounts', 'stake', '--units', '3', '--wallet', '0x1234']);
    expect(malformed.code).not.toBe(0);
    expect(malformed.stderr).toContain('--wallet must be');
  });

  it('an unknown command exits non-zero with the usage', async () => {
    const result = await runCli(dataDir, ['wallets', 'list']);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('usage:');
  });
});

describe('models pull', () => {
  it("models pull fetches a url route's GGUF into the data folder, checked, and says so when it is already there", async () => {
    const dataDir = freshDataDir();
    const content = Buffer.from('GGUF test bytes '.repeat(70_000));
    const files = await startModelFileServer(content);
    try {
      const configDir = join(dataDir, 'config');
      cpSync(join(PROJECT_ROOT, 'config'), configDir, { recursive: true });
      const sha256 = createHash('sha256').update(content).digest('hex');
      const route = `{ engine: llama-cpp, url: "${files.url}", sha256: "${sha256}" }`;
      const models = readFileSync(join(configDir, 'models.yaml'), 'utf8').replace(
        'models:\n',
        `models:\n  - id: pulled\n    type: text\n    route: ${route}\n    model_spec: { privacy: private }\n`,
      );
      writeFileSync(join(configDir, 'models.yaml'), models);
      const pulled = await runCli(dataDir, ['models', 'pull', 'pulled'], { CONFIG_DIR: configDir });
      expect(pulled.stderr).toContain(`model pulled: fetching ${join(dataDir, 'models', 'model.gguf')} from ${files.url}`);
      expect(pulled.stderr).toContain('model pulled: 1.1/1.1 MB received'); // progress lines: stderr is not a terminal here
      expect(pulled.stdout).toMatch(/^model pulled: .*model\.gguf is in place \(1120000 bytes, SHA-256 checked, [\d.]+ s\)\n$/);
      expect(pulled.code).toBe(0);
      expect(readFileSync(join(dataDir, 'models', 'model.gguf')).equals(content)).toBe(true);
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false); // no database was opened
      const again = await runCli(dataDir, ['models', 'pull', 'pulled'], { CONFIG_DIR: configDir });
      expect(again.stdout).toContain('is already in place');
      expect(files.ranges).toHaveLength(1);
      const local = await runCli(dataDir, ['models', 'pull', 'debug-tiny-chat'], { CONFIG_DIR: configDir });
      expect(local.code).toBe(1);
      expect(local.stderr).toContain('has no `url` or `pip`');
    } finally {
      await files.close();
    }
  });
});

describe('server first start and the data-dir lock', () => {
  let dataDir: string;
  let bootstrapSecret: string;
  beforeAll(() => {
    dataDir = freshDataDir();
  });

  it('the first start on an empty data dir prints one ADMIN key, which works, and the CLI refuses the locked database', async () => {
    const server = await startServer(dataDir);
    try {
      const secrets = server.startupOutput.match(ADMIN_SECRET) ?? [];
      expect(secrets).toHaveLength(1);
      bootstrapSecret = secrets[0]!;
      const response = await fetch(`${server.baseUrl}/api/v1/api_keys`, { headers: { authorization: `Bearer ${bootstrapSecret}` } });
      expect(response.status).toBe(200);

      const locked = await runCli(dataDir, ['keys', 'list', '--json']);
      expect(locked.code).not.toBe(0);
      expect(locked.stdout).toBe('');
      expect(locked.stderr).toMatch(/embedded database .* is in use by process \d+/);
      expect(locked.stderr).toContain(String(server.child.pid));
    } finally {
      const stopped = await server.stop();
      expect(stopped.code).toBe(0);
    }
  });

  it('after the server stops (SIGTERM) the CLI works on the same data dir and sees the bootstrap key', async () => {
    const result = await runCli(dataDir, ['keys', 'list', '--json']);
    expect(result.code, result.stderr).toBe(0);
    const keys = JSON.parse(result.stdout) as { apiKeyType: string; last6Chars: string; lastUsedAt: string | null }[];
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ apiKeyType: 'ADMIN', last6Chars: bootstrapSecret.slice(-6) });
    expect(keys[0]!.lastUsedAt).not.toBeNull(); // the server flushed its last use on shutdown
  });

  it('stops on SIGTERM with exit code 0 when nothing reads its output any more', async () => {
    const server = await startServer(dataDir);
    // A request, so that its access-log line is still buffered when the reader goes away (a log
    // shipper that died, a closed terminal) and the shutdown writes it out.
    const response = await fetch(`${server.baseUrl}/api/v1/api_keys`, { headers: { authorization: `Bearer ${bootstrapSecret}` } });
    expect(response.status).toBe(200);
    server.child.stdout!.destroy();
    const stopped = await Promise.race([server.stop(), new Promise<undefined>((resolve) => setTimeout(resolve, 20_000))]);
    if (!stopped) server.child.kill('SIGKILL');
    expect(stopped, 'still running 20 s after SIGTERM').toBeDefined();
    expect(stopped!.code).toBe(0);
  });

  it('a second start on the same data dir prints no ADMIN key', async () => {
    const server = await startServer(dataDir);
    try {
      expect(server.startupOutput).not.toMatch(ADMIN_SECRET);
      expect(server.startupOutput).not.toContain('First start');
      const response = await fetch(`${server.baseUrl}/api/v1/api_keys`, { headers: { authorization: `Bearer ${bootstrapSecret}` } });
      expect(response.status).toBe(200);
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
  });
});
