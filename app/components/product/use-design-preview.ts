import { useEffect, useMemo } from "react";
import type { DesignUploadState } from "./design-upload.tsx";

// Issue 15.2: the picture the live mock-up draws. A chosen image file is shown from the browser's
// own copy at once (an SVG in an <img> runs no script); a library logo by its server preview. A
// PDF, AI or EPS file has none: the mock-up marks its place instead.

const showable = /\.(png|jpe?g|svg)$/i;

export function useDesignPreview(file: File | null, state: DesignUploadState): string | null {
  const fileUrl = useMemo(
    () => (file && showable.test(file.name) ? URL.createObjectURL(file) : null),
    [file],
  );
  // The browser's copy is let go when another file is chosen or the page is left.
  useEffect(
    () => () => {
      if (fileUrl) URL.revokeObjectURL(fileUrl);
    },
    [fileUrl],
  );
  if (state.status !== "uploaded") return null;
  return state.logoId ? (state.previewUrl ?? null) : fileUrl;
}
