// A site's fingerprinted client assets, compressed once when the site is built (`.br` and
// `.gz` beside each file, written by this module's precompressedAssets plugin) and sent
// as they are: no CPU per request, and brotli at its highest level, which a server
// compressing on the fly cannot afford. Used by scripts/serve-site.mjs (production) and the
// tests' and benchmarks' server (sites/*/tests/e2e/stack.ts).
import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** The encodings written beside each asset, best first, with their file suffixes. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

/** The compressed forms worth writing: text types, and files big enough to gain from it. */
export const PRECOMPRESSED_EXTENSIONS = Object.keys(CONTENT_TYPES);
export const PRECOMPRESSED_MIN_BYTES = 1024;

/**
 * The encodings a request's `Accept-Encoding` allows, as a set of names: a name with
 * `q=0` is refused, `*` allows any not named.
 */
export function acceptedEncodings(header) {
  const allowed = new Set();
  const refused = new Set();
  let any = false;
  for (const part of String(header ?? '').split(',')) {
    const [rawName = '', ...params] = part.trim().split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/i.exec(param)?.[1]).find(Boolean);
    const acceptable = q === undefined || Number(q) > 0;
    if (name === '*') any = acceptable;
    else (acceptable ? allowed : refused).add(name);
  }
  if (any) for (const { name } of ENCODINGS) if (!refused.has(name)) allowed.add(name);
  return allowed;
}

/**
 * Answers a GET or HEAD of `/assets/…` with the asset's precompressed form when the client
 * accepts one and the build wrote it: true when answered, false to let the site's own
 * server answer (another path, no compressed form, an encoding the client refuses).
 */
export function sendPrecompressedAsset(clientDir, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = (request.url ?? '').split('?')[0] ?? '';
  if (!/^\/assets\/[\w.-]+$/.test(pathname)) return false;
  const type = CONTENT_TYPES[path.extname(pathname)];
  if (!type) return false;
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  for (const { name, suffix } of ENCODINGS) {
    if (!accepted.has(name)) continue;
    const file = path.join(clientDir, `${pathname}${suffix}`);
    let size;
    try {
      size = statSync(file).size;
    } catch {
      continue;
    }
    response.writeHead(200, {
      'Content-Type': type,
      'Content-Encoding': name,
      'Content-Length': String(size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
    return true;
  }
  return false;
}

/** The names of a folder's files, none when there is no such folder (a build that failed). */
function filesIn(folder) {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

/** The modification time of a file in ms, or -1 when there is none. */
function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
}

/** Writes one asset's brotli (quality 11) and gzip (level 9) forms beside it, when stale. */
function precompress(source) {
  const bytes = readFileSync(source);
  if (bytes.length < PRECOMPRESSED_MIN_BYTES) return;
  const changed = modifiedAt(source);
  if (modifiedAt(`${source}.br`) >= changed && modifiedAt(`${source}.gz`) >= changed) return;
  writeFileSync(
    `${source}.br`,
    brotliCompressSync(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  );
  writeFileSync(`${source}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * A Vite plugin for a site's build: writes each client asset's compressed forms beside it
 * once the build is done (after the other plugins' work), so an asset is compressed once per build, not once per request, and smaller
 * than a server compressing on the fly makes it.
 */
export function precompressedAssets() {
  let clientAssets = '';
  return {
    name: 'snackshop-precompressed-assets',
    apply: 'build',
    configResolved(config) {
      clientAssets = path.resolve(
        config.root,
        process.env.SITE_BUILD_DIR ?? 'build',
        'client/assets',
      );
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesIn(clientAssets)) {
          if (PRECOMPRESSED_EXTENSIONS.includes(path.extname(file))) {
            precompress(path.join(clientAssets, file));
          }
        }
      },
    },
  };
}
