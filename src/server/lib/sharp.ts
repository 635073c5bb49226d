// libvips is loaded on the first upload, not at start: shoppers never need it, and it costs the
// process several megabytes for as long as it runs. Shared by the product pictures and the logo.
import type Sharp from 'sharp';

let sharpModule: Promise<typeof Sharp> | null = null;

export function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp').then((module) => module.default);
  return sharpModule;
}
