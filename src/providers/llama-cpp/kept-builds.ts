// Prints, one a line, the node-llama-cpp binary packages (@node-llama-cpp/<name>) this machine can
// use: its CPU build and the GPU builds whose driver it has. `make deps` removes the others.
//   node --import tsx src/providers/llama-cpp/kept-builds.ts
import { buildsToKeep } from './gpu-backend.js';
import { machineFacts } from './machine-facts.js';

console.log(buildsToKeep(machineFacts()).join('\n'));
