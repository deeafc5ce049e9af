/**
 * Writes a .gz and a .br copy beside every text file of the build, so the server sends compressed bytes
 * without compressing on each request (WhiteNoise and nginx's gzip_static pick the copies up).
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this size the headers outweigh the saving. */
const MIN_BYTES = 512;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'quizforge-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const raw = fs.readFileSync(file);
        if (raw.length < MIN_BYTES) continue;
        const gzip = gzipSync(raw, { level: 9 });
        const brotli = brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        // A copy that is not smaller would only cost the server a lookup.
        if (gzip.length < raw.length) fs.writeFileSync(`${file}.gz`, gzip);
        if (brotli.length < raw.length) fs.writeFileSync(`${file}.br`, brotli);
      }
    },
  };
}
