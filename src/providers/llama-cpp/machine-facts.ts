// What this machine offers the llama.cpp engine (gpu-backend.ts decides from it): device nodes and
// libraries on disk, looked up once per process. Only file checks, no process is run, so it is cheap
// enough for boot; the libraries are looked up where node-llama-cpp's own detection looks.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildPackage, chooseBackend, type Backend, type BackendChoice, type GpuLayers, type GpuSetting, type MachineFacts } from './gpu-backend.js';

const LIBRARY_DIRECTORIES = ['/usr/lib', '/usr/lib64', '/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/local/cuda/lib64', '/usr/lib/wsl/lib'];

function libraryDirectories(): string[] {
  const fromEnvironment = (process.env.LD_LIBRARY_PATH ?? '').split(':').filter(Boolean);
  const cuda = process.env.CUDA_PATH ? [join(process.env.CUDA_PATH, 'lib64')] : [];
  return [...fromEnvironment, ...cuda, ...LIBRARY_DIRECTORIES];
}

function hasLibrary(names: string[]): boolean {
  return libraryDirectories().some((directory) => names.some((name) => existsSync(join(directory, name))));
}

function hasDevice(directory: string, prefix: string): boolean {
  try {
    return readdirSync(directory).some((name) => name.startsWith(prefix));
  } catch {
    return false;
  }
}

const require = createRequire(import.meta.url);

function installed(name: string): boolean {
  try {
    require.resolve(`@node-llama-cpp/${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

let found: MachineFacts | undefined;

export function machineFacts(): MachineFacts {
  if (found) return found;
  const linux = process.platform === 'linux';
  const gpuBuilds = (['cuda', 'vulkan', 'metal'] as const).filter((backend) => installed(buildPackage(backend, process.platform)));
  found = {
    platform: process.platform,
    arch: process.arch,
    nvidiaDriver: linux && (existsSync('/dev/nvidiactl') || hasLibrary(['libnvidia-ml.so.1', 'libnvidia-ml.so'])),
    cudaRuntime:
      linux &&
      hasLibrary(['libcuda.so.1', 'libcuda.so']) &&
      hasLibrary(['libcudart.so.12', 'libcudart.so.13', 'libcudart.so']) &&
      hasLibrary(['libcublas.so.12', 'libcublas.so.13', 'libcublas.so']),
    vulkanLoader: linux && hasLibrary(['libvulkan.so.1', 'libvulkan.so']),
    vulkanDevice: linux && hasDevice('/dev/dri', 'renderD'),
    installedBuilds: gpuBuilds satisfies Exclude<Backend, 'cpu'>[],
  };
  return found;
}

/** The backend for a setting on this machine (`off` looks at nothing). */
export function resolveBackend(setting: GpuSetting): BackendChoice {
  return setting === 'off' ? { backend: 'cpu', reason: 'LLAMA_GPU=off', fallback: false } : chooseBackend(setting, machineFacts());
}

const BUILD_NAMES: Record<Backend, string> = { cpu: 'CPU', cuda: 'CUDA', vulkan: 'Vulkan', metal: 'Metal' };

/** The boot log line: which llama.cpp build the engine loads and why, and how it runs generations. */
export function llamaSetupLine(settings: { gpu: GpuSetting; gpuLayers: GpuLayers; sequences: number; threads: number }): string {
  const choice = resolveBackend(settings.gpu);
  const layers = choice.backend === 'cpu' ? '' : `, GPU layers ${settings.gpuLayers}${choice.fallback ? ', the CPU build if it does not load' : ''}`;
  return `llama.cpp: the ${BUILD_NAMES[choice.backend]} build (${choice.reason})${layers}; ${settings.threads} thread(s) and ${settings.sequences} sequence(s) per model`;
}
