// sharp (libvips) loads on first use: its native library adds ~20 MB to the resident memory of a
// process that never touches an image (most deployments, and the paid text path's memory target).
import type sharpModule from 'sharp';

export type Sharp = typeof sharpModule;

let loading: Promise<Sharp> | undefined;

export function loadSharp(): Promise<Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
