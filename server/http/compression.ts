import { pipeline, Readable, Transform } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

// Issue 12.1: answers are compressed by the client's Accept-Encoding, brotli before gzip. Hono's
// own compress middleware has no brotli, so this one uses node:zlib. Pages stream: every chunk
// React writes is flushed through the compressor at once, so the browser still gets the head and
// the first screen before the slow parts of a page are ready. Static assets are compressed at
// build time (scripts/build-server.ts) and the page cache (page-cache.ts) keeps its pages
// compressed, so neither pays for it per request.

export type ContentEncoding = "br" | "gzip";

/** Bodies smaller than this are sent as they are: the framing would cost more than it saves. */
const threshold = 1024;

/** The q-value the Accept-Encoding header gives `name` (directly or through `*`); 0 for none. */
function qualityOf(accepted: Map<string, number>, name: string): number {
  return accepted.get(name) ?? accepted.get("*") ?? 0;
}

/**
 * The encoding the request accepts that we prefer, or null for none. At equal q-values brotli wins
 * (browsers list it after gzip, in no order of preference); a q of 0 refuses an encoding.
 */
export function preferredEncoding(c: Context): ContentEncoding | null {
  const header = c.req.header("Accept-Encoding");
  if (!header) return null;
  const accepted = new Map(
    parseAccept(header).map(({ type, q }) => [type.toLowerCase(), q] as const),
  );
  const br = qualityOf(accepted, "br");
  const gzip = qualityOf(accepted, "gzip");
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : null;
}

/** Brotli's quality 5 and gzip's level 6 trade well for bodies compressed as they are sent. */
function streamingCompressor(encoding: ContentEncoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === "br"
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
}

/**
 * Gathers what is written in one turn of the event loop into one chunk. React writes a page in
 * chunks of a few KB, and the compressor flushes after every write (so a streamed page is never
 * held back): a trip to the thread pool and a brotli block per chunk. Flushed once a turn instead,
 * what React wrote in one go still leaves at once, for a fraction of the work.
 */
function coalesced(): Transform {
  let pending: Buffer[] = [];
  let scheduled = false;
  const release = () => {
    scheduled = false;
    if (pending.length === 0 || stream.destroyed) return;
    stream.push(pending.length === 1 ? pending[0] : Buffer.concat(pending));
    pending = [];
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      if (!scheduled) {
        scheduled = true;
        setImmediate(release);
      }
      done();
    },
    flush(done) {
      release();
      done();
    },
  });
  return stream;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Bytes compressed once to be sent many times (cached pages). Brotli's quality 6: on the shop's
 * pages quality 9 saved 1–2 % more bytes for 5 × the time (14–17 ms a page, measured), which
 * every page the cache keeps paid, however few visitors then read it.
 */
export function compressOnce(bytes: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === "br"
    ? brotli(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzip(bytes, { level: 9 });
}

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Whether this answer is of a kind to compress, judged by its status and headers only. Its body
 * is looked at only once the client accepts an encoding: asking for it makes the server adapter
 * build a whole stream around bytes it would otherwise write at once (~0.3 ms a page).
 */
function isCompressible(response: Response, method: string): boolean {
  if (method === "HEAD") return false;
  if (response.status === 204 || response.status === 206 || response.status === 304) return false;
  const headers = response.headers;
  if (headers.has("Content-Encoding") || headers.has("Content-Range")) return false;
  if (noTransform.test(headers.get("Cache-Control") ?? "")) return false;
  const length = headers.get("Content-Length");
  if (length !== null && Number(length) < threshold) return false;
  // text/event-stream is left out by the pattern: events must not wait in a compressor.
  return COMPRESSIBLE_CONTENT_TYPE_REGEX.test(headers.get("Content-Type") ?? "");
}

/** Adds a value to the Vary header unless it is there already. */
export function varyOn(headers: Headers, name: string): void {
  const vary = headers.get("Vary");
  const names = (vary ?? "").split(",").map((value) => value.trim().toLowerCase());
  if (names.includes("*") || names.includes(name.toLowerCase())) return;
  headers.set("Vary", vary ? `${vary}, ${name}` : name);
}

/** Compresses compressible answers on their way out (mount it outermost but one: see app.ts). */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!isCompressible(response, c.req.method)) return;
    // Whatever the outcome, caches must keep the encodings apart.
    varyOn(response.headers, "Accept-Encoding");
    const encoding = preferredEncoding(c);
    if (!encoding || response.body === null) return;
    const compressor = streamingCompressor(encoding);
    const source = Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
    // A client gone mid-answer destroys the compressor, and with it the page's render stream.
    pipeline(source, coalesced(), compressor, () => undefined);
    const headers = new Headers(response.headers);
    headers.set("Content-Encoding", encoding);
    headers.delete("Content-Length");
    // An ETag stays as it is: ours name a record's version (If-Match on a save, DESIGN §8a), the
    // same whatever the encoding of the answer that carried it.
    c.res = undefined;
    c.res = new Response(Readable.toWeb(compressor) as ReadableStream<Uint8Array>, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
