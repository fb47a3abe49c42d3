// Runs the official Python clients (pip packages pinned in the Makefile) as child processes. A
// missing package skips the test locally and fails the run on CI, where `make setup-test` installs it.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/app.js';

/**
 * Whether python3 finds every module named (e.g. `openai, langchain_openai`); throws on CI when not.
 * Found, not imported: importing the client libraries takes a second or more of CPU each.
 */
export function pythonHas(modules: string): boolean {
  const names = modules.split(',').map((name) => name.trim());
  const check = `import importlib.util, sys; sys.exit(0 if all(importlib.util.find_spec(name) for name in ${JSON.stringify(names)}) else 1)`;
  const installed = spawnSync('python3', ['-c', check], { stdio: 'ignore' }).status === 0;
  if (!installed && process.env.CI) throw new Error(`the Python packages for ${modules} are missing: make setup-test installs them`);
  return installed;
}

export interface PythonRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a script of test/clients/ (by file name) or inline code (`{ code }`) with these environment variables added. */
export function runPython(script: string | { code: string }, environment: NodeJS.ProcessEnv): Promise<PythonRun> {
  const args = typeof script === 'string' ? [join(PROJECT_ROOT, 'test', 'clients', script)] : ['-c', script.code];
  return new Promise((resolve) => {
    const child = spawn('python3', args, { env: { ...process.env, ...environment } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
