// Which llama.cpp build the engine loads, and which builds `make deps` keeps, for machines this
// project has not got (no GPU here): the decision is a pure function of the machine's facts and LLAMA_GPU.
import { describe, expect, it } from 'vitest';
import { buildsToKeep, chooseBackend, type MachineFacts } from '../../src/providers/llama-cpp/gpu-backend.js';
import { llamaSetupLine, machineFacts } from '../../src/providers/llama-cpp/machine-facts.js';

const cpuOnly: MachineFacts = {
  platform: 'linux',
  arch: 'x64',
  nvidiaDriver: false,
  cudaRuntime: false,
  vulkanLoader: false,
  vulkanDevice: false,
  installedBuilds: [],
};
const nvidia: MachineFacts = { ...cpuOnly, nvidiaDriver: true, cudaRuntime: true, installedBuilds: ['cuda'] };
const vulkanGpu: MachineFacts = { ...cpuOnly, vulkanLoader: true, vulkanDevice: true, installedBuilds: ['vulkan'] };
const nvidiaWithVulkan: MachineFacts = { ...nvidia, vulkanLoader: true, vulkanDevice: true, installedBuilds: ['cuda', 'vulkan'] };
const appleSilicon: MachineFacts = { ...cpuOnly, platform: 'darwin', arch: 'arm64', installedBuilds: ['metal'] };

describe('LLAMA_GPU: the llama.cpp build for a machine', () => {
  it('auto picks the CPU on a machine without a GPU, saying why', () => {
    expect(chooseBackend('auto', cpuOnly)).toEqual({ backend: 'cpu', reason: expect.stringContaining('no usable GPU'), fallback: false });
  });

  it('auto picks CUDA on an NVIDIA machine with the CUDA libraries, ahead of Vulkan, and may fall back to the CPU', () => {
    expect(chooseBackend('auto', nvidia)).toMatchObject({ backend: 'cuda', fallback: true });
    expect(chooseBackend('auto', nvidiaWithVulkan)).toMatchObject({ backend: 'cuda', fallback: true });
  });

  it('auto picks Vulkan when the NVIDIA driver lacks the CUDA libraries but Vulkan works', () => {
    expect(chooseBackend('auto', { ...nvidiaWithVulkan, cudaRuntime: false })).toMatchObject({ backend: 'vulkan', fallback: true });
  });

  it('auto picks Vulkan on a machine with a Vulkan loader and a render node', () => {
    expect(chooseBackend('auto', vulkanGpu)).toMatchObject({ backend: 'vulkan', reason: expect.stringContaining('Vulkan') });
  });

  it('auto needs both the Vulkan loader and a render node', () => {
    expect(chooseBackend('auto', { ...vulkanGpu, vulkanDevice: false }).backend).toBe('cpu');
    expect(chooseBackend('auto', { ...vulkanGpu, vulkanLoader: false }).backend).toBe('cpu');
  });

  it('auto picks Metal on Apple silicon', () => {
    expect(chooseBackend('auto', appleSilicon).backend).toBe('metal');
    expect(chooseBackend('auto', { ...appleSilicon, arch: 'x64' }).backend).toBe('cpu');
  });

  it('auto stays on the CPU when the usable GPU build was removed from node_modules, and says how to get it', () => {
    const choice = chooseBackend('auto', { ...nvidia, installedBuilds: [] });
    expect(choice.backend).toBe('cpu');
    expect(choice.reason).toContain('not installed');
  });

  it('off is the CPU even on a GPU machine', () => {
    expect(chooseBackend('off', nvidiaWithVulkan)).toEqual({ backend: 'cpu', reason: 'LLAMA_GPU=off', fallback: false });
  });

  it('cuda and vulkan force that build without falling back (a machine that cannot load it fails loudly)', () => {
    expect(chooseBackend('cuda', cpuOnly)).toEqual({ backend: 'cuda', reason: 'LLAMA_GPU=cuda', fallback: false });
    expect(chooseBackend('vulkan', nvidia)).toEqual({ backend: 'vulkan', reason: 'LLAMA_GPU=vulkan', fallback: false });
  });
});

describe('make deps: the llama.cpp builds a machine keeps', () => {
  it('keeps only the CPU build on a machine without a GPU', () => {
    expect(buildsToKeep(cpuOnly)).toEqual(['linux-x64']);
    expect(buildsToKeep({ ...cpuOnly, arch: 'arm64' })).toEqual(['linux-arm64']);
    expect(buildsToKeep({ ...cpuOnly, arch: 'arm' })).toEqual(['linux-armv7l']);
  });

  it('keeps both CUDA packages with an NVIDIA driver, and the Vulkan build with a Vulkan loader and render node', () => {
    expect(buildsToKeep({ ...cpuOnly, nvidiaDriver: true })).toEqual(['linux-x64', 'linux-x64-cuda', 'linux-x64-cuda-ext']);
    expect(buildsToKeep(vulkanGpu)).toEqual(['linux-x64', 'linux-x64-vulkan']);
    expect(buildsToKeep({ ...vulkanGpu, vulkanDevice: false })).toEqual(['linux-x64']);
  });

  it('keeps the Metal build on Apple silicon', () => {
    expect(buildsToKeep(appleSilicon)).toEqual(['mac-arm64-metal']);
  });
});

describe('this machine', () => {
  it('names the build it loads in one boot line', () => {
    const line = llamaSetupLine({ gpu: 'off', gpuLayers: 'auto', sequences: 2, threads: 1 });
    expect(line).toBe('llama.cpp: the CPU build (LLAMA_GPU=off); 1 thread(s) and 2 sequence(s) per model');
    const facts = machineFacts();
    expect(llamaSetupLine({ gpu: 'auto', gpuLayers: 'auto', sequences: 1, threads: 1 })).toContain(
      `the ${{ cpu: 'CPU', cuda: 'CUDA', vulkan: 'Vulkan', metal: 'Metal' }[chooseBackend('auto', facts).backend]} build`,
    );
  });
});
