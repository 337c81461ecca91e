// Writes brotli (.br) and gzip (.gz) copies next to each text file of the built app
// (client/dist), once at build time at the highest levels, so the server sends them as they
// are (web/precompressed.go picks one by Accept-Encoding). A copy that would not save at
// least a tenth of the file is not written.
//
//   node scripts/compress.mjs [dist]      (npm run build runs it after vite build)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.webmanifest', '.xml']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.has(extname(entry.name))) yield path;
  }
}

export function compressDir(dist) {
  const written = [];
  for (const path of files(dist)) {
    const raw = readFileSync(path);
    const copies = {
      '.br': brotliCompressSync(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      '.gz': gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }),
    };
    for (const [suffix, bytes] of Object.entries(copies)) {
      if (bytes.length > raw.length * 0.9) continue;
      writeFileSync(path + suffix, bytes);
      written.push({ file: relative(dist, path) + suffix, from: raw.length, to: bytes.length });
    }
  }
  return written;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = resolve(process.argv[2] ?? 'dist');
  statSync(join(dist, 'index.html')); // fails loudly when there is no build
  const written = compressDir(dist);
  const kb = (n) => (n / 1000).toFixed(1);
  const total = (suffix, key) => written.filter((w) => w.file.endsWith(suffix)).reduce((n, w) => n + w[key], 0);
  console.log(
    `compress: ${written.length} copies in ${relative(process.cwd(), dist) || '.'}: ` +
      `${kb(total('.br', 'from'))} kB -> brotli ${kb(total('.br', 'to'))} kB, gzip ${kb(total('.gz', 'to'))} kB`,
  );
}
