// Other git commits of this service as candidates of the same run (BENCH_GATEWAY_BUILDS): each is
// exported into a temporary folder (`git archive`, so no worktree or checkout changes), built as
// `npm start` builds it, and started on the embedded database like `embedded`. Measured in the same
// interleaved rounds, two builds of one change are compared pair by pair; the same commit listed
// twice gives the run's own noise band.
import { execFileSync } from 'node:child_process';
import { existsSync, realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { temporaryFolder } from './processes.js';
import { PROJECT_ROOT } from './service-config.js';

export interface BuildSetting {
  /** The candidate's name in the printout, e.g. `before`. */
  label: string;
  /** Any git revision: a commit, a branch, HEAD~2. */
  revision: string;
}

/** "before=HEAD~4,noise=HEAD~4,after=HEAD" → label and revision of each, in order. */
export function parseBuilds(raw: string | undefined): BuildSetting[] {
  if (!raw?.trim()) return [];
  const builds = raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const match = item.match(/^([a-z0-9][a-z0-9-]*)=(\S+)$/i);
      if (!match) throw new Error(`BENCH_GATEWAY_BUILDS: "${item}" is not label=revision`);
      return { label: match[1]!, revision: match[2]! };
    });
  const labels = new Set(builds.map((build) => build.label));
  if (labels.size !== builds.length) throw new Error('BENCH_GATEWAY_BUILDS: every label must be different');
  return builds;
}

const exported = new Map<string, string>();

/** The folder holding `revision`'s files and its build (dist/); one per commit, made once per run. */
export function exportBuild(revision: string): string {
  const commit = execFileSync('git', ['rev-parse', '--verify', `${revision}^{commit}`], { cwd: PROJECT_ROOT, encoding: 'utf8' }).trim();
  const known = exported.get(commit);
  if (known) return known;
  const root = temporaryFolder(`bench-gateway-build-${commit.slice(0, 10)}-`);
  execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${root}"`], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  // The packages are this checkout's: a build compares the service's own code, not its dependencies.
  const modules = join(PROJECT_ROOT, 'node_modules');
  if (existsSync(modules)) symlinkSync(realpathSync(modules), join(root, 'node_modules'));
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  console.log(`build ${revision} (${commit.slice(0, 10)}) exported and built`);
  exported.set(commit, root);
  return root;
}
