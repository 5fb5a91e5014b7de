import { CheckCircle2Icon, LoaderCircleIcon, UploadIcon } from "lucide-react";
import { createContext, use, useCallback, useEffect, useId, useRef, useState } from "react";

// DESIGN §4 "Uploads": the design is checked here first (a clear message without a wait), then
// sent to the server, which checks it again by content and stores it; the basket line keeps its
// id (designId), so the design travels with the line into the order.

/** spec §2: up to 10MB; the server enforces the same limit. */
const maxDesignBytes = 10 * 1024 * 1024;
const uploadUrl = "/api/functions/upload-design";
const acceptedEndings = [".png", ".jpg", ".jpeg", ".svg", ".pdf", ".ai", ".eps"];
const accept = [...acceptedEndings, "image/png", "image/jpeg", "image/svg+xml"].join(",");
const acceptedText =
  "Please upload an image file (PNG, JPEG or SVG), a PDF, or an AI or EPS file, up to 10MB.";

export type DesignUploadState =
  | { status: "empty" }
  | { status: "uploading"; fileName: string }
  | {
      status: "uploaded";
      designId: string;
      designToken: string;
      designName: string;
      /** Issue 15.1: the library logo chosen instead of a file, when one was. */
      logoId?: string;
      /** Issue 15.4: the methods that logo is approved for (its set-up is then free). */
      onFile?: { embroidery: boolean; print: boolean };
      /** Issue 15.2: that logo's preview for the live mock-up (null for a PDF, AI or EPS). */
      previewUrl?: string | null;
    }
  | { status: "failed"; message: string };

/**
 * The named fields of the server's JSON answer when each is a non-empty string, else null. Read
 * by hand: zod stays out of the product page's bundle (decision 016).
 */
function textFields<K extends string>(
  body: unknown,
  names: readonly K[],
): Record<K, string> | null {
  if (typeof body !== "object" || body === null) return null;
  const fields = body as Record<string, unknown>;
  return names.every((name) => typeof fields[name] === "string" && fields[name] !== "")
    ? (fields as Record<K, string>)
    : null;
}

/** The browser's own check before sending: the server checks again by content. */
function checkInBrowser(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!acceptedEndings.some((ending) => name.endsWith(ending))) {
    return `“${file.name}” is not a file type we can use. ${acceptedText}`;
  }
  if (file.size > maxDesignBytes) {
    return `“${file.name}” is larger than 10MB. Please choose a smaller file.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Please choose another file.`;
  return null;
}

/** A design the browser uploaded before, with the token that proves it (issue 10.10). */
export type HeldDesign = { id: string; token: string };

async function sendDesign(
  file: File,
  held: readonly HeldDesign[],
  signal: AbortSignal,
): Promise<DesignUploadState> {
  const body = new FormData();
  body.append("file", file);
  // Issue 18.5: the same bytes as one of these come back as that design (one set-up fee).
  for (const design of held) body.append("held", `${design.id}:${design.token}`);
  let response: Response;
  try {
    response = await fetch(uploadUrl, { method: "POST", body, signal });
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      status: "failed",
      message: "The upload failed. Please check your connection and try again.",
    };
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = textFields(data, ["error"]);
    const fallback =
      response.status === 413
        ? `“${file.name}” is larger than 10MB. Please choose a smaller file.`
        : "The upload failed. Please try again.";
    return { status: "failed", message: parsed ? parsed.error : fallback };
  }
  // Issue 10.10: the token is kept with the basket line, proof that this browser uploaded it.
  const uploaded = textFields(data, ["id", "name", "token"]);
  if (!uploaded) return { status: "failed", message: "The upload failed. Please try again." };
  return {
    status: "uploaded",
    designId: uploaded.id,
    designToken: uploaded.token,
    designName: uploaded.name,
  };
}

/**
 * The product page's design upload: `choose(file)` checks and uploads it (a newer choice cancels
 * an upload still running), `state` says where it stands. Kept by the buy box, which needs the id.
 * `held` are the designs the basket holds: uploading one of them again gives back its id.
 */
export function useDesignUpload(held: readonly HeldDesign[]) {
  const [state, setState] = useState<DesignUploadState>({ status: "empty" });
  const [file, setFile] = useState<File | null>(null);
  const running = useRef<AbortController | null>(null);
  const heldNow = useRef(held);
  useEffect(() => {
    heldNow.current = held;
  }, [held]);

  useEffect(() => () => running.current?.abort(), []);

  const choose = useCallback((chosen: File | null) => {
    running.current?.abort();
    running.current = null;
    if (!chosen) {
      setFile(null);
      setState({ status: "empty" });
      return;
    }
    const problem = checkInBrowser(chosen);
    if (problem) {
      setFile(null);
      setState({ status: "failed", message: problem });
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setFile(chosen);
    setState({ status: "uploading", fileName: chosen.name });
    sendDesign(chosen, heldNow.current, controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        running.current = null;
        if (result.status === "failed") setFile(null);
        setState(result);
      },
      () => undefined, // aborted by a newer choice or by leaving the page
    );
  }, []);

  /** Issue 15.1: a logo from the buyer's library instead of a file (null: none again). */
  const pick = useCallback(
    (
      logo: {
        id: string;
        designId: string;
        designToken: string;
        name: string;
        previewUrl: string | null;
        embroidery: { status: string };
        print: { status: string };
      } | null,
    ) => {
      running.current?.abort();
      running.current = null;
      setFile(null);
      setState(
        logo
          ? {
              status: "uploaded",
              designId: logo.designId,
              designToken: logo.designToken,
              designName: logo.name,
              logoId: logo.id,
              previewUrl: logo.previewUrl,
              onFile: {
                embroidery: logo.embroidery.status === "approved",
                print: logo.print.status === "approved",
              },
            }
          : { status: "empty" },
      );
    },
    [],
  );

  return { state, file, choose, pick };
}

/** The upload's state, handed down by the buy box around the decoration options. */
export const DesignUploadContext = createContext<DesignUploadState>({ status: "empty" });

/** The design (logo) file for embroidery or print, with the upload's progress and outcome. */
export function DesignUpload({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const state = use(DesignUploadContext);
  const input = useRef<HTMLInputElement>(null);
  const isFailed = state.status === "failed";

  // A refused file is not kept, and a library logo replaces any: the input is emptied so the
  // page never shows a file as chosen that is not.
  useEffect(() => {
    const isReplaced = state.status === "failed" || (state.status === "uploaded" && state.logoId);
    if (isReplaced && input.current) input.current.value = "";
  }, [state]);

  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
        Your design (optional)
      </label>
      <div className="mt-2 flex items-center gap-3 rounded-lg border border-dashed border-slate-400 bg-white px-3 py-3">
        <UploadIcon className="size-5 shrink-0 text-brand-700" aria-hidden />
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          aria-describedby={`${hintId} ${messageId}`}
          aria-invalid={isFailed}
          className="w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800"
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-600">
        Images, PDF, AI or EPS, up to 10MB. You can also send it to us after ordering.
      </p>
      <div id={messageId} aria-live="polite">
        {state.status === "failed" && (
          <p role="alert" className="mt-1.5 text-sm font-medium text-destructive">
            {state.message}
          </p>
        )}
        {state.status === "uploading" && (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm text-slate-700">
            <LoaderCircleIcon className="size-4 animate-spin" aria-hidden />
            Uploading… {file?.name ?? state.fileName}
          </p>
        )}
        {state.status === "uploaded" && !state.logoId && (
          <p className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-green-800">
            <CheckCircle2Icon className="size-4" aria-hidden />
            Design uploaded: {state.designName}
          </p>
        )}
      </div>
    </div>
  );
}
