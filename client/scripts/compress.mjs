// Writes brotli (.br) and gzip (.gz) copies next to each text file of the built app
// (client/dist), once at build time at the highest levels, so the server sends them as they
// are (web/precompressed.go picks one by Accept-Encoding). A copy that would not save at
// least a tenth of the file is not written.
//
// Brotli at its highest level is slow (most of a build's last 20 s), so the files are compressed
// in parallel on libuv's thread pool, and each file's copies are kept in a cache by the file's
// SHA-256 (node_modules/.cache/journey365-compress): a build whose chunks did not change copies
// them from there instead of compressing them again.
//
//   node scripts/compress.mjs [dist] [cache]      (npm run build runs it after vite build)
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.webmanifest', '.xml']);
const SUFFIXES = ['.br', '.gz'];
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.has(extname(entry.name))) yield path;
  }
}

async function compressed(raw, suffix) {
  if (suffix === '.br') {
    return brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
  }
  return gz(raw, { level: constants.Z_BEST_COMPRESSION });
}

/**
 * The copies of one file: from the cache when it holds them (a copy not worth writing is cached
 * as an empty file), else compressed now and cached.
 */
async function compressFile(path, cache, stats) {
  const raw = readFileSync(path);
  const key = cache && join(cache, createHash('sha256').update(raw).digest('hex'));
  const out = [];
  for (const suffix of SUFFIXES) {
    let bytes;
    if (key && existsSync(key + suffix)) {
      bytes = readFileSync(key + suffix);
      stats.cached++;
    } else {
      bytes = await compressed(raw, suffix);
      if (bytes.length > raw.length * 0.9) bytes = Buffer.alloc(0);
      if (key) writeFileSync(key + suffix, bytes);
      stats.compressed++;
    }
    if (bytes.length === 0) continue;
    writeFileSync(path + suffix, bytes);
    out.push({ suffix, from: raw.length, to: bytes.length });
  }
  return out;
}

/** Compresses every text file of dist (cache: a folder for the copies, or null for none). */
export async function compressDir(dist, cache = null) {
  if (cache) mkdirSync(cache, { recursive: true });
  const paths = [...files(dist)];
  const stats = { compressed: 0, cached: 0 };
  const written = [];
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const path = paths[next++];
      for (const w of await compressFile(path, cache, stats)) written.push({ file: relative(dist, path) + w.suffix, ...w });
    }
  };
  await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
  written.sort((a, b) => a.file.localeCompare(b.file));
  return { written, ...stats };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const client = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const dist = resolve(process.argv[2] ?? join(client, 'dist'));
  const cache = resolve(process.argv[3] ?? join(client, 'node_modules/.cache/journey365-compress'));
  statSync(join(dist, 'index.html')); // fails loudly when there is no build
  const started = Date.now();
  const { written, compressed: made, cached } = await compressDir(dist, cache);
  const kb = (n) => (n / 1000).toFixed(1);
  const total = (suffix, key) => written.filter((w) => w.file.endsWith(suffix)).reduce((n, w) => n + w[key], 0);
  console.log(
    `compress: ${written.length} copies in ${relative(process.cwd(), dist) || '.'} ` +
      `(${made} compressed, ${cached} from the cache, ${((Date.now() - started) / 1000).toFixed(1)} s): ` +
      `${kb(total('.br', 'from'))} kB -> brotli ${kb(total('.br', 'to'))} kB, gzip ${kb(total('.gz', 'to'))} kB`,
  );
}
