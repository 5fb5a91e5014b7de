// Issue 10.8: during a database outage a signed-in person's session cannot be read. Treating them
// as a visitor answered "Please sign in" (and sent admins to /auth) as if they had been signed
// out; instead they are told the shop is unreachable for a moment, with Retry-After, and nothing
// touches their session cookie, so they are still signed in once the database is back.

/** Seconds a client is asked to wait before trying again. */
export const sessionRetryAfterSeconds = 5;

export const sessionUnavailableMessage =
  "The shop cannot reach its database just now. Please try again in a moment.";

const page = `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Back in a moment – Tradewear</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem; color: #1f2937">
<h1 style="font-size: 1.5rem">Back in a moment</h1>
<p>${sessionUnavailableMessage}</p>
<p>You are still signed in. <a href="">Try again</a></p>
</body>
</html>
`;

/** The 503 for a request whose session could not be read: JSON under /api/, else a page. */
export function sessionUnavailableResponse(path: string): Response {
  const headers = {
    "Retry-After": String(sessionRetryAfterSeconds),
    "Cache-Control": "no-store",
  };
  if (path.startsWith("/api/"))
    return Response.json({ error: sessionUnavailableMessage }, { status: 503, headers });
  return new Response(page, {
    status: 503,
    headers: { ...headers, "Content-Type": "text/html; charset=utf-8" },
  });
}
