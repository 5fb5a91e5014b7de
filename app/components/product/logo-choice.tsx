import { FileIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/utils.ts";
import type { DecorationType } from "#core/basket/basket.ts";
import type { LibraryLogo } from "#server/logos/logos.server.ts";

// Issue 15.1: on the product page, a signed-in buyer chooses one of their logos instead of
// uploading the file again. The library is read when the buyer first chooses embroidery or print
// (GET /api/account/logos); archived logos are not offered. A chosen logo is the line's design, as
// an uploaded file would be, with its upload token; each says where it stands for the method.
// Loaded only for signed-in buyers (decoration-options.tsx), so a visitor's page carries none of it.

const statusLabels: Record<LibraryLogo["print"]["status"], string> = {
  new: "No proof yet",
  proof_sent: "Proof sent",
  approved: "Approved",
  changes_requested: "Changes asked for",
};

function statusFor(logo: LibraryLogo, method: Exclude<DecorationType, "plain">): string {
  const status = method === "embroidery" ? logo.embroidery.status : logo.print.status;
  return `${statusLabels[status]} for ${method === "embroidery" ? "embroidery" : "print"}`;
}

export default function LogoChoice({
  method,
  chosenLogoId,
  onPick,
}: {
  method: Exclude<DecorationType, "plain">;
  chosenLogoId: string | undefined;
  onPick: (logo: LibraryLogo | null) => void;
}) {
  const [logos, setLogos] = useState<LibraryLogo[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/account/logos", { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { logos: [] }))
      .then((body: { logos?: LibraryLogo[] }) =>
        setLogos((body.logos ?? []).filter((logo) => !logo.isArchived)),
      )
      // Offline or signed out meanwhile: the upload below still works.
      .catch(() => setLogos((current) => current ?? []));
    return () => controller.abort();
  }, []);
  if (!logos || logos.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">Use one of your logos</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {logos.map((logo) => {
          const isChosen = logo.id === chosenLogoId;
          return (
            <label
              key={logo.id}
              className={cn(
                "relative flex flex-col items-center gap-1.5 rounded-lg border bg-white p-2 text-center",
                isChosen
                  ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700"
                  : "border-slate-300 hover:border-slate-400",
              )}
            >
              <span className="flex size-16 items-center justify-center overflow-hidden rounded bg-slate-50">
                {logo.previewUrl ? (
                  <img
                    src={logo.previewUrl}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-16 object-contain"
                  />
                ) : (
                  <FileIcon className="size-8 text-slate-500" aria-hidden />
                )}
              </span>
              <span className="line-clamp-2 text-xs font-semibold break-all text-slate-900">
                {logo.name}
              </span>
              <span className="text-xs text-slate-700">{statusFor(logo, method)}</span>
              {/* The radio itself, unpainted, covers the card: the card is what is clicked. */}
              <input
                type="radio"
                name="library-logo"
                value={logo.id}
                checked={isChosen}
                onChange={() => onPick(logo)}
                aria-label={`${logo.name}: ${statusFor(logo, method)}`}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              />
            </label>
          );
        })}
      </div>
      <p className="mt-1.5 text-xs text-slate-600">
        {chosenLogoId ? (
          <button
            type="button"
            onClick={() => onPick(null)}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            Use no logo from the library
          </button>
        ) : (
          "Or upload a new file below."
        )}{" "}
        <span aria-hidden>·</span>{" "}
        <Link to="/account/logos" className="font-semibold text-brand-700 underline">
          Your logos
        </Link>
      </p>
    </fieldset>
  );
}
