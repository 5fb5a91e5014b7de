import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { useSearchParams } from "react-router";
import { cn } from "#app/lib/utils.ts";

/**
 * The outcome of a form posted without JavaScript: the server sends the browser back to the page
 * with ?<form>=sent, ?<form>=invalid or ?<form>=failed (server/forms/forms.routes.ts). A form
 * with one field names its problem (`invalid`); the others say it failed.
 */
export function FormStatusNotice({
  form,
  messages,
  className,
}: {
  form: "contact" | "newsletter" | "design";
  messages: { success: string; failure: string; invalid?: string };
  className?: string;
}) {
  const [params] = useSearchParams();
  const status = params.get(form);
  if (status !== "sent" && status !== "invalid" && status !== "failed") return null;
  const isSent = status === "sent";
  const Icon = isSent ? CircleCheckIcon : CircleAlertIcon;
  return (
    <p
      role="status"
      className={cn(
        "flex items-start gap-2 rounded-lg border p-3 text-sm font-medium",
        isSent
          ? "border-green-200 bg-green-50 text-green-900"
          : "border-red-200 bg-red-50 text-red-900",
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      {isSent ? messages.success : (status === "invalid" && messages.invalid) || messages.failure}
    </p>
  );
}
