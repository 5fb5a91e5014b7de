import { createServer } from "node:http";

// The reference of `npm run bench` (issue 12.8): a plain node:http server in a process of its
// own that answers each benchmarked request with the very bytes the shop sent for it, from
// memory — what one Node.js process can serve at best. Started by scripts/bench.ts, which sends
// the answers over IPC and waits for "listening".

export type ReferenceAnswer = {
  method: string;
  path: string;
  contentType: string;
  contentEncoding: string | undefined;
  body: Uint8Array;
};

export type ReferenceSetup = { port: number; answers: ReferenceAnswer[] };

process.once("message", (setup: ReferenceSetup) => {
  const answers = new Map(
    setup.answers.map((answer) => {
      const headers: Record<string, string | number> = {
        "content-type": answer.contentType,
        "content-length": answer.body.byteLength,
      };
      if (answer.contentEncoding) headers["content-encoding"] = answer.contentEncoding;
      return [`${answer.method} ${answer.path}`, { headers, body: answer.body }];
    }),
  );
  const server = createServer((request, response) => {
    request.resume();
    const answer = answers.get(`${request.method} ${request.url}`);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, answer.headers).end(answer.body);
  });
  server.listen(setup.port, "127.0.0.1", () => process.send?.("listening"));
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
});
// Never outlive the bench that started it.
process.once("disconnect", () => process.exit(0));
