import type { Captured, Pooled, Target } from "./bench-load.ts";
import type { JsWeight } from "./js-weight.ts";

// `npm run bench` prints Markdown: readable in a terminal and pasted as it is into
// docs/performance.md (BENCH_OUT writes it to a file).

export type Comparison = { target: Target; shop: Pooled; reference: Pooled };
export type PageWeight = { target: Target; captured: Captured; js: JsWeight | undefined };

export type BenchReport = {
  date: string;
  machine: string;
  settings: { seconds: number; rounds: number; warmup: number; connections: number; rate: number };
  throughput: Comparison[];
  fixedRate: Comparison[];
  weights: PageWeight[];
  shopErrors: { count: number; first: string | undefined; logFile: string };
};

const whole = (n: number) => Math.round(n).toLocaleString("en-GB");
const ms = (n: number) => (n < 10 ? n.toFixed(1) : whole(n));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function table(head: string[], rows: string[][]): string {
  const align = head.map((_, i) => (i === 0 ? "---" : "---:"));
  return [head, align, ...rows].map((cells) => `| ${cells.join(" | ")} |`).join("\n");
}

/** Failed answers, and shop answers whose size is not the captured one's (an error page, say). */
function warnings(report: BenchReport): string[] {
  const notes: string[] = [];
  const byName = new Map(report.weights.map((weight) => [weight.target.name, weight.captured]));
  for (const [kind, rows] of [
    ["", report.throughput],
    [` at ${report.settings.rate} req/s`, report.fixedRate],
  ] as const) {
    for (const { target, shop, reference } of rows) {
      if (shop.failures > 0)
        notes.push(`${target.name}${kind}: ${shop.failures} shop answers failed`);
      if (reference.failures > 0)
        notes.push(`${target.name}${kind}: ${reference.failures} reference answers failed`);
      const expected = byName.get(target.name)?.wireBytes ?? 0;
      if (expected > 0 && Math.abs(shop.bytesPerAnswer / expected - 1) > 0.2)
        notes.push(
          `${target.name}${kind}: the shop's answers averaged ${whole(shop.bytesPerAnswer)} bytes, ` +
            `the captured one ${whole(expected)}: it did not always answer the same page`,
        );
    }
  }
  const { shopErrors } = report;
  if (shopErrors.count > 0)
    notes.push(
      `the shop logged ${shopErrors.count} errors, the first: "${shopErrors.first}" (${shopErrors.logFile})`,
    );
  return notes;
}

export function renderReport(report: BenchReport): string {
  const { settings } = report;
  const throughput = table(
    [
      "page",
      "shop req/s",
      "p50 ms",
      "p99 ms",
      "reference req/s",
      "p50 ms",
      "p99 ms",
      "shop / reference",
    ],
    report.throughput.map(({ target, shop, reference }) => [
      target.name,
      whole(shop.requestsPerSecond),
      ms(shop.p50),
      ms(shop.p99),
      whole(reference.requestsPerSecond),
      ms(reference.p50),
      ms(reference.p99),
      `**${(shop.requestsPerSecond / reference.requestsPerSecond).toFixed(3)}**`,
    ]),
  );
  const fixedRate = table(
    ["page", "shop req/s served", "p50 ms", "p99 ms", "reference req/s served", "p50 ms", "p99 ms"],
    report.fixedRate.map(({ target, shop, reference }) => [
      target.name,
      whole(shop.requestsPerSecond),
      ms(shop.p50),
      `**${ms(shop.p99)}**`,
      whole(reference.requestsPerSecond),
      ms(reference.p50),
      ms(reference.p99),
    ]),
  );
  const weights = table(
    ["page", "HTML / JSON", "as sent", "encoding", "JS (gzip -9)", "JS files"],
    report.weights.map(({ target, captured, js }) => [
      target.name,
      kb(Buffer.byteLength(captured.text)),
      kb(captured.body.length),
      captured.contentEncoding ?? "none",
      js ? `**${kb(js.totalGzipBytes)}**` : "—",
      js ? String(js.files.length) : "—",
    ]),
  );
  const notes = warnings(report);
  return [
    `## ${report.date}, \`npm run bench\``,
    "",
    `Machine: ${report.machine}; production build. Load: autocannon, ${settings.connections} ` +
      `connections, ${settings.rounds} interleaved round${settings.rounds === 1 ? "" : "s"} of ${settings.seconds} s per side after a ` +
      `${settings.warmup} s warm-up. Reference: a plain \`node:http\` server in its own process ` +
      "answering the shop's own bytes for each request from memory (same content-type and " +
      "content-encoding; requests send `Accept-Encoding: br, gzip`).",
    "",
    throughput,
    "",
    `Latency at a fixed rate of ${settings.rate} requests/s (autocannon \`overallRate\`, ` +
      "coordinated omission corrected):",
    "",
    fixedRate,
    "",
    "Weight of each answer and of the JavaScript its HTML loads (each file gzipped at level 9):",
    "",
    weights,
    ...(notes.length ? ["", ...notes.map((note) => `- Warning: ${note}`)] : []),
    "",
  ].join("\n");
}
