import { request } from "node:http";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";
import autocannon from "autocannon";

// The measuring half of `npm run bench`: what is requested, the shop's answer captured once (the
// bytes the reference server will send), and autocannon rounds pooled into one result.

export type Target = {
  name: string;
  path: string;
  method: "GET" | "POST";
  body?: string;
  /** Each request from its own client address, so the engine's per-address cost bucket admits it. */
  isFromManyClients?: boolean;
};

/** What the bench sends: the same for the capture and the load, so compression is like for like. */
export function requestHeaders(target: Target): Record<string, string> {
  return {
    "accept-encoding": "br, gzip",
    ...(target.body ? { "content-type": "application/json" } : {}),
  };
}

// RFC 2544's benchmarking range, 198.18.0.0/15: 131,072 addresses, each reused only after the
// others, long after its bucket has drained. Loopback peers are trusted proxies (TRUSTED_PROXIES).
let clientNumber = 0;
function nextClientAddress(): string {
  const n = clientNumber++ % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

export type Captured = {
  contentType: string;
  contentEncoding: string | undefined;
  /** As sent (compressed when the shop compressed it). */
  body: Buffer;
  /** Decompressed. */
  text: string;
  /** Status line, headers and body as the shop sent them: what one answer costs on the wire. */
  wireBytes: number;
};

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (!encoding || encoding === "identity") return body;
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "deflate") return inflateSync(body);
  throw new Error(`unexpected content-encoding ${encoding}`);
}

/** The shop's answer to `target`, byte for byte; anything but a 200 stops the bench. */
export function capture(origin: string, target: Target): Promise<Captured> {
  const headers = requestHeaders(target);
  if (target.isFromManyClients) headers["x-forwarded-for"] = nextClientAddress();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      origin + target.path,
      { method: target.method, headers },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () => {
          if (incoming.statusCode !== 200) {
            reject(new Error(`${target.name}: the shop answered ${incoming.statusCode}`));
            return;
          }
          const body = Buffer.concat(chunks);
          const contentEncoding = incoming.headers["content-encoding"];
          const headerLines = [];
          for (let i = 0; i < incoming.rawHeaders.length; i += 2)
            headerLines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}\r\n`);
          resolve({
            contentType: incoming.headers["content-type"] ?? "application/octet-stream",
            contentEncoding,
            body,
            text: decode(body, contentEncoding).toString("utf8"),
            wireBytes: `HTTP/1.1 200 OK\r\n${headerLines.join("")}\r\n`.length + body.length,
          });
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(target.body);
  });
}

/** One autocannon run before aggregation (`skipAggregateResult`): counts and an encoded histogram. */
type RawRun = {
  totalCompletedRequests: number;
  totalBytes: number;
  duration: number;
  /** Connection errors, timeouts included. */
  errors: number;
  non2xx: number;
};

export type LoadOptions = { seconds: number; connections: number; overallRate?: number };

export function runLoad(origin: string, target: Target, options: LoadOptions): Promise<RawRun> {
  const fromManyClients = (req: autocannon.Request) => ({
    ...req,
    headers: { ...req.headers, "x-forwarded-for": nextClientAddress() },
  });
  return autocannon({
    url: origin + target.path,
    method: target.method,
    body: target.body,
    headers: requestHeaders(target),
    requests: target.isFromManyClients ? [{ setupRequest: fromManyClients }] : undefined,
    connections: options.connections,
    duration: options.seconds,
    overallRate: options.overallRate,
    skipAggregateResult: true,
  }) as unknown as Promise<RawRun>;
}

export type Pooled = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  failures: number;
  bytesPerAnswer: number;
};

const aggregate = (
  autocannon as unknown as {
    aggregateResult(runs: RawRun[], options: { url: string }): autocannon.Result;
  }
).aggregateResult;

/** Rounds of one side pooled: every latency in one histogram, requests over the total time. */
export function pool(runs: RawRun[], url: string): Pooled {
  const completed = runs.reduce((sum, run) => sum + run.totalCompletedRequests, 0);
  const seconds = runs.reduce((sum, run) => sum + run.duration, 0);
  const bytes = runs.reduce((sum, run) => sum + run.totalBytes, 0);
  const failures = runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0);
  const { latency } = aggregate(runs, { url });
  return {
    requestsPerSecond: completed / seconds,
    p50: latency.p50,
    p99: latency.p99,
    failures,
    bytesPerAnswer: completed === 0 ? 0 : bytes / completed,
  };
}
