import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** Below this many bytes an answer goes out as it is: compressing it would save less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Answers over COMPRESS_THRESHOLD (JSON, HTML, text) go out compressed when the browser accepts it:
 * brotli at quality 4, which compresses about as well as gzip's best at a fraction of brotli's highest
 * cost, else gzip. The web build's files are compressed once at build time and sent as they are
 * (http/static.ts); images are already compressed and are left alone.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
