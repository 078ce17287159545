import { createRequire } from 'node:module';
import type * as Ai from 'ai';
import type * as IoRedis from 'ioredis';
import type * as OpenType from 'opentype.js';
import type Sharp from 'sharp';
import type * as PiscinaModule from 'piscina';
import type WinkNlp from 'wink-nlp';

const require = createRequire(import.meta.url);

/**
 * A package read when it is first needed instead of with the server: vendor SDKs, image and font
 * libraries, archivers and the NLP model are much of the server's code and memory, and many instances
 * use some of them rarely or never. Its CommonJS build, loaded synchronously; their errors are
 * recognised by `isInstance`, never by class.
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}

/** The AI SDK: its calls, and its errors for telling a vendor's failures apart. */
export const ai = onFirstUse<typeof Ai>('ai');

/** ioredis: only instances that share work through Redis (REDIS_URL) load it. */
export const ioredis = onFirstUse<typeof IoRedis>('ioredis');

/** piscina: the worker pools' threads start with their first task, and so does its code. */
export const piscina = onFirstUse<typeof PiscinaModule>('piscina');

/** wink-nlp: English reading (nlp/english.ts) builds its first pipeline on first use. */
export const winkNlp = onFirstUse<typeof WinkNlp>('wink-nlp');

/** opentype.js: the title and caption fonts' outlines. */
export const opentype = onFirstUse<typeof OpenType>('opentype.js');

let sharpLoaded: typeof Sharp | undefined;
/**
 * sharp (libvips), with libvips' operation cache off: it kept up to 50 MB of decoded pictures after
 * the work was done, and no two of our pictures are the same operation. (The cache is the process';
 * each thread that loads sharp turns it off, the same setting.)
 */
export function loadSharp(): typeof Sharp {
  if (!sharpLoaded) {
    sharpLoaded = require('sharp') as typeof Sharp;
    sharpLoaded.cache(false);
  }
  return sharpLoaded;
}
