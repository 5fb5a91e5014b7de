import { CheckCircle2Icon, UploadIcon } from "lucide-react";
import { useId, useState } from "react";

/** spec §5: up to 10 MB; DESIGN §4 enforces it again on the server when the file is stored. */
const maxDesignBytes = 10 * 1024 * 1024;
const accept = "image/*,.pdf,.ai,.eps";

/**
 * The design (logo) file for embroidery or print. For now the File stays in the page's state and
 * only its name goes into the basket line (designName); sending it to the server, where it is
 * stored and checked by content, is the next issue (DESIGN §4 "Uploads").
 */
export function DesignUpload({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);

  return (
    <div>
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
        Your design (optional)
      </label>
      <div className="mt-2 flex items-center gap-3 rounded-lg border border-dashed border-slate-400 bg-white px-3 py-3">
        <UploadIcon className="size-5 shrink-0 text-brand-700" aria-hidden />
        <input
          id={inputId}
          type="file"
          accept={accept}
          aria-describedby={hintId}
          aria-invalid={error !== null}
          className="w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800"
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            if (chosen && chosen.size > maxDesignBytes) {
              setError(`“${chosen.name}” is larger than 10 MB. Please choose a smaller file.`);
              event.target.value = "";
              onChange(null);
              return;
            }
            setError(null);
            onChange(chosen);
          }}
        />
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-600">
        Images, PDF, AI or EPS, up to 10 MB. You can also send it to us after ordering.
      </p>
      {error && (
        <p role="alert" className="mt-1.5 text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      {file && !error && (
        <p
          role="status"
          className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-green-800"
        >
          <CheckCircle2Icon className="size-4" aria-hidden />
          Design uploaded: {file.name}
        </p>
      )}
    </div>
  );
}
