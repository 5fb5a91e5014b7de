import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { parseAccountEvent, type AccountEvent } from "#core/accounts/account-events.ts";
import { publicUrl } from "#server/accounts/accounts-test-support.ts";
import { demoPassword } from "#server/demo/demo-accounts.ts";

// Test-only: the app served over real HTTP (a Node server on a free port, as in production), a
// reader of a server-sent event stream as EventSource reads one, and demo customers signed in
// with real Better Auth sessions.

type AuthApp = { request: (url: string, init: RequestInit) => Response | Promise<Response> };

/** Serves `app` on 127.0.0.1 on a free port. */
export async function serve(app: { fetch: (request: Request) => Response | Promise<Response> }) {
  const server: Server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Signs in as `email` (demo password) through the app's own /api/auth, as the /auth page does,
 * and answers the Cookie header the browser would send from then on.
 */
export async function signInCookie(app: AuthApp, email: string): Promise<string> {
  const response = await app.request(`${publicUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: publicUrl, "content-type": "application/json" },
    body: JSON.stringify({ email, password: demoPassword }),
  });
  if (response.status !== 200) throw new Error(`sign-in as ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .join("; ");
}

type Frame = { comments: string[]; data: string | null; retry: number | null };

/** Reads a text/event-stream body frame by frame (blank-line separated), as EventSource does. */
export class EventStreamReader {
  private buffer = "";
  private readonly decoder = new TextDecoder();
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  readonly frames: Frame[] = [];
  ended = false;

  constructor(readonly response: Response) {
    if (!response.body) throw new Error("the response has no body");
    this.reader = response.body.getReader();
  }

  /** The next frame, or null when the stream ends first; throws after `timeoutMs`. */
  async nextFrame(timeoutMs = 5_000): Promise<Frame | null> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const end = this.buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const frame = parseFrame(block);
        this.frames.push(frame);
        return frame;
      }
      if (this.ended) return null;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event-stream frame within ${timeoutMs} ms`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<"timeout">((resolve) => {
          timer = setTimeout(() => resolve("timeout"), left);
        }),
      ]);
      clearTimeout(timer);
      if (chunk === "timeout") throw new Error(`no event-stream frame within ${timeoutMs} ms`);
      if (chunk.done) this.ended = true;
      else this.buffer += this.decoder.decode(chunk.value, { stream: true });
    }
  }

  /** The next account event, skipping comments (heartbeats); null when the stream ends. */
  async nextEvent(timeoutMs = 5_000): Promise<AccountEvent | null> {
    for (;;) {
      const frame = await this.nextFrame(timeoutMs);
      if (!frame) return null;
      if (frame.data === null) continue;
      const event = parseAccountEvent(frame.data);
      if (!event) throw new Error(`not an account event: ${frame.data}`);
      return event;
    }
  }

  /** Disconnects, as a closed tab does. */
  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}

function parseFrame(block: string): Frame {
  const frame: Frame = { comments: [], data: null, retry: null };
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) frame.comments.push(line.slice(1).trim());
    else if (line.startsWith("data:"))
      frame.data = (frame.data === null ? "" : `${frame.data}\n`) + line.slice(5).trimStart();
    else if (line.startsWith("retry:")) frame.retry = Number(line.slice(6));
  }
  return frame;
}

/**
 * Opens the event stream as `cookie`'s browser over real HTTP and waits for its first frame: from
 * then on the server has subscribed it, so no later event can be missed.
 */
export async function openEventStream(baseUrl: string, cookie?: string) {
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { accept: "text/event-stream", ...(cookie ? { cookie } : {}) },
  });
  if (response.status !== 200) return { response, reader: null };
  const reader = new EventStreamReader(response);
  await reader.nextFrame();
  return { response, reader };
}
