// Which llama.cpp build the engine loads: a pure decision from what the machine has and the
// LLAMA_GPU setting, so it is testable without a GPU. The same facts decide which prebuilt builds
// the install keeps (`make deps` removes the ones this machine cannot use).

/** LLAMA_GPU: `auto` uses a usable GPU when there is one; `off` is the CPU; the others force one. */
export type GpuSetting = 'auto' | 'off' | 'cuda' | 'vulkan' | 'metal';

/** A llama.cpp backend: node-llama-cpp's `gpu` option, with `cpu` for `false`. */
export type Backend = 'cuda' | 'vulkan' | 'metal' | 'cpu';

/** LLAMA_GPU_LAYERS: node-llama-cpp's `gpuLayers` (`auto`: as many as fit in free VRAM). */
export type GpuLayers = 'auto' | 'max' | number;

/** What the machine offers, as found by machine-facts.ts (or written out by a test). */
export interface MachineFacts {
  platform: NodeJS.Platform;
  arch: string;
  /** An NVIDIA kernel driver: /dev/nvidiactl or libnvidia-ml (what nvidia-smi uses). */
  nvidiaDriver: boolean;
  /** The CUDA runtime and cuBLAS libraries the CUDA build links against. */
  cudaRuntime: boolean;
  /** The Vulkan loader library (libvulkan.so.1). */
  vulkanLoader: boolean;
  /** A GPU render node the Vulkan driver can open (/dev/dri/renderD*). */
  vulkanDevice: boolean;
  /** The node-llama-cpp prebuilt GPU builds present in node_modules. */
  installedBuilds: readonly Exclude<Backend, 'cpu'>[];
}

export interface BackendChoice {
  backend: Backend;
  /** Why, in a few words, for the boot log line. */
  reason: string;
  /** Whether a failure to load the GPU build falls back to the CPU (only when chosen by `auto`). */
  fallback: boolean;
}

function usable(backend: Exclude<Backend, 'cpu'>, facts: MachineFacts): boolean {
  if (backend === 'metal') return facts.platform === 'darwin' && facts.arch === 'arm64';
  if (backend === 'cuda') return facts.nvidiaDriver && facts.cudaRuntime;
  return facts.vulkanLoader && facts.vulkanDevice;
}

/** The backend for this machine and setting; `auto` prefers CUDA, then Metal, then Vulkan, then the CPU. */
export function chooseBackend(setting: GpuSetting, facts: MachineFacts): BackendChoice {
  if (setting === 'off') return { backend: 'cpu', reason: 'LLAMA_GPU=off', fallback: false };
  if (setting !== 'auto') return { backend: setting, reason: `LLAMA_GPU=${setting}`, fallback: false };
  for (const backend of ['cuda', 'metal', 'vulkan'] as const) {
    if (usable(backend, facts) && facts.installedBuilds.includes(backend)) return { backend, reason: `LLAMA_GPU=auto: ${describe(backend)}`, fallback: true };
  }
  const missingBuild = (['cuda', 'metal', 'vulkan'] as const).find((backend) => usable(backend, facts));
  const reason = missingBuild
    ? `LLAMA_GPU=auto: ${describe(missingBuild)} but its llama.cpp build is not installed (npm install, then make deps)`
    : 'LLAMA_GPU=auto: no usable GPU (no NVIDIA driver with CUDA libraries, no Vulkan device and loader, not Apple silicon)';
  return { backend: 'cpu', reason, fallback: false };
}

function describe(backend: Exclude<Backend, 'cpu'>): string {
  if (backend === 'cuda') return 'NVIDIA driver and CUDA libraries found';
  if (backend === 'vulkan') return 'Vulkan loader and a GPU render node found';
  return 'Apple silicon';
}

/**
 * The node-llama-cpp binary packages (@node-llama-cpp/<name>) this machine can use, for `make deps`:
 * the CPU build of its platform and architecture, and the GPU builds whose driver it has (the CUDA
 * build comes in two packages). The CUDA runtime libraries are not required here: they may be
 * installed after the packages.
 */
export function buildsToKeep(facts: Omit<MachineFacts, 'installedBuilds' | 'cudaRuntime'>): string[] {
  const platform = { linux: 'linux', darwin: 'mac', win32: 'win' }[facts.platform as string] ?? facts.platform;
  const arch = facts.arch === 'arm' ? 'armv7l' : facts.arch;
  if (platform === 'mac') return arch === 'arm64' ? ['mac-arm64-metal'] : [`mac-${arch}`];
  const keep = [`${platform}-${arch}`];
  if (arch === 'x64' && facts.nvidiaDriver) keep.push(`${platform}-x64-cuda`, `${platform}-x64-cuda-ext`);
  if (arch === 'x64' && facts.vulkanLoader && facts.vulkanDevice) keep.push(`${platform}-x64-vulkan`);
  return keep;
}

/** The binary package (@node-llama-cpp/<name>) holding a GPU backend's build on this platform. */
export function buildPackage(backend: Exclude<Backend, 'cpu'>, platform: NodeJS.Platform): string {
  if (backend === 'metal') return 'mac-arm64-metal';
  return `${platform === 'win32' ? 'win' : 'linux'}-x64-${backend}`;
}

/** node-llama-cpp's `gpu` option for a backend. */
export function gpuOption(backend: Backend): Exclude<Backend, 'cpu'> | false {
  return backend === 'cpu' ? false : backend;
}
