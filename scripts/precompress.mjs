// Writes .br and .gz beside each built asset, so the server sends them without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = 'dist/client';
const compressible = /\.(js|css|html|svg|json|txt|map|webmanifest)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      // Pre-rendered pages are sent by the server with the origin filled in, not as files.
      if (name !== 'pages') yield* files(path);
    } else if (compressible.test(name) && statSync(path).size > 1024) yield path;
  }
}

for (const path of files(root)) {
  const content = readFileSync(path);
  writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
}
