// Issue 16: an upload sent the way a browser's socket delivers it, for the tests that send a body
// over its limit in process.
//
// A Request built straight from a FormData is not such a client. Node 24's fetch (undici 7) fills
// that body from a task of its own, which checks whether the stream has errored but not whether
// the reader cancelled it: once the server refuses the body part-way and cancels the rest, as it
// must, that task's next write throws where nobody can catch it, and the run fails on an
// unhandled rejection raised inside Node. A client that can see its write refused is the one a
// test should be: this one sends the same multipart bytes in chunks when asked, and records
// whether the server cancelled the rest and why.

const chunkBytes = 64 * 1024;

export interface StreamedForm {
  /** The request body: pass it with `duplex: "half"`. */
  body: ReadableStream<Uint8Array>;
  /** `multipart/form-data` with the boundary of the body. */
  contentType: string;
  /** The whole upload's size. */
  totalBytes: number;
  /** Bytes the server asked for so far. */
  sentBytes(): number;
  /** Why the server cancelled the rest of the upload; undefined while it has not. */
  cancelReason(): unknown;
}

export async function streamedForm(form: FormData): Promise<StreamedForm> {
  const serialised = new Response(form);
  const contentType = serialised.headers.get("content-type") ?? "";
  const bytes = new Uint8Array(await serialised.arrayBuffer());
  let sent = 0;
  let cancelReason: unknown;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes.byteLength) {
        controller.close();
        return;
      }
      const chunk = bytes.slice(sent, sent + chunkBytes);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel(reason) {
      cancelReason = reason ?? new Error("cancelled without a reason");
    },
  });
  return {
    body,
    contentType,
    totalBytes: bytes.byteLength,
    sentBytes: () => sent,
    cancelReason: () => cancelReason,
  };
}
