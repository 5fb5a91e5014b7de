// Issue 10.3, DESIGN §8a: the engine reads a GraphQL body itself, counted, and stops past 256 KB,
// so a caller that reaches it directly or in process (not through the server's body-limit
// middleware) still cannot make it buffer more. Issue 10.1: a batched body (a JSON array of
// operations) is refused with 400: one operation, one cost, one answer.

export const maxGraphQLBodyBytes = 256 * 1024;

export function graphQLErrorResponse(status: number, message: string, code: string): Response {
  return Response.json({ errors: [{ message, extensions: { code } }] }, { status });
}

function tooLarge(): Response {
  return graphQLErrorResponse(
    413,
    `The request body is larger than ${maxGraphQLBodyBytes / 1024} KB`,
    "PAYLOAD_TOO_LARGE",
  );
}

/** The body as text, or a 413 once more than `limit` bytes arrive (declared or counted). */
export async function readBoundedText(
  request: Request,
  limit = maxGraphQLBodyBytes,
): Promise<string | Response> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => {});
    return tooLarge();
  }
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => {});
      return tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

export type ParsedBody = { query?: unknown; variables?: unknown; operationName?: unknown };

/** The JSON body's object; null when it is not JSON (Yoga answers that); a 400 for a batch. */
export function parseBody(text: string): ParsedBody | null | Response {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (Array.isArray(body))
    return graphQLErrorResponse(
      400,
      "Batched requests (a JSON array of operations) are not supported: send one operation per request",
      "BATCHING_NOT_SUPPORTED",
    );
  return body && typeof body === "object" ? (body as ParsedBody) : null;
}
