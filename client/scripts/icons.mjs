// The app's icons for the web app manifest and the home screen (issue 30), rendered from the
// product's own mark (public/favicon.svg: the open book on the brand's teal) with Debian's
// Chromium through playwright-core, so they never drift from the mark by hand. The PNGs are
// committed; run this again after changing favicon.svg:
//
//   node scripts/icons.mjs            (CHROMIUM_PATH overrides /usr/bin/chromium)
//
// Writes to public/icons/:
//   icon-192.png, icon-512.png   the mark as it is (rounded square, transparent corners): purpose "any"
//   maskable-512.png             full bleed teal, the book scaled into the middle so it stays inside
//                                the maskable safe zone (the centre circle of 40 % radius) whatever
//                                shape the launcher cuts: purpose "maskable"
//   apple-touch-icon.png         180 px, full bleed (iOS rounds the corners itself)
//   badge-96.png                 the book alone in white on transparent: a notification's badge
//                                (Android draws only its shape, in the status bar)
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const client = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mark = readFileSync(join(client, 'public/favicon.svg'), 'utf8');
const out = join(client, 'public/icons');

// The mark's parts, read from favicon.svg so a change there shows in every icon.
const background = /<rect[^>]*fill="([^"]+)"/.exec(mark)?.[1];
const book = /<path[^>]*\/>/.exec(mark)?.[0];
if (!background || !book) throw new Error('icons: public/favicon.svg is not a <rect> and a <path> as expected');

// The book's box in the mark's 64-unit grid is x 14..50, y 15..48: centred on (32, 31.5).
/** A full-bleed square with the book at `scale` of its size in the mark, centred. */
function fullBleed(scale) {
  const s = scale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" fill="${background}"/>` +
    `<g transform="translate(32 32) scale(${s}) translate(-32 -31.5)">${book}</g></svg>`
  );
}

/** The book alone, white, on nothing. */
function badge(scale) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
    `<g transform="translate(32 32) scale(${scale}) translate(-32 -31.5)">${book.replace(/fill="[^"]+"/, 'fill="#ffffff"')}</g></svg>`
  );
}

const icons = [
  { file: 'icon-192.png', size: 192, svg: mark },
  { file: 'icon-512.png', size: 512, svg: mark },
  // The safe zone is the centre circle of radius 0.4 * 64 = 25.6 units. The book's corners are
  // 24.4 units from its centre; at 0.75 they are 18.3 units out: inside, with room to spare.
  { file: 'maskable-512.png', size: 512, svg: fullBleed(0.75) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.9) },
  { file: 'badge-96.png', size: 96, svg: badge(1.5) },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.locator('svg').screenshot({ path: join(out, file), omitBackground: true });
    console.log(`icons: public/icons/${file} (${size} px)`);
  }
} finally {
  await browser.close();
}
