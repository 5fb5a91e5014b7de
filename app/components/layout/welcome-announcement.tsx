import { XIcon } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { useNonce } from "#app/lib/nonce.tsx";
import { useShopDetails } from "#app/lib/shop-details.ts";

// spec/storefront.md §2: shown until the visitor dismisses it; dismissal is permanent and kept in
// browser storage. Issue 12.5: it is part of every page's HTML, a native <dialog>, and a few
// lines of script right after it open it while the page is still being read, unless it was
// dismissed before. So it paints with the page, not after the JavaScript has loaded (it was every
// first visit's largest paint, 3 s late on a slow phone), and it works before hydration: its
// buttons close it as a <form method="dialog">, and any way of closing it (those buttons, Escape)
// records the dismissal. The server cannot know whether it was dismissed; the HTML is the same
// for everyone, so kept pages (server/http/page-cache.ts) stay shareable. Issue 18.9: its title and
// words are the owner's (/admin/settings), and it is shown only while the owner has it switched on.
export const welcomeDismissedKey = "welcome-announcement-dismissed";

const dialogId = "welcome-announcement";

/** Opens the announcement unless dismissed; remembers a dismissal however it closes. */
const opener = `(function(){var d=document.getElementById(${JSON.stringify(dialogId)}),k=${JSON.stringify(welcomeDismissedKey)};if(!d||!d.showModal)return;try{if(localStorage.getItem(k)==="true")return}catch(e){}d.addEventListener("close",function(){try{localStorage.setItem(k,"true")}catch(e){}});d.showModal()})()`;

export function WelcomeAnnouncement() {
  const nonce = useNonce();
  const { announcement } = useShopDetails();
  if (!announcement) return null;
  return (
    <>
      <dialog
        id={dialogId}
        aria-labelledby={`${dialogId}-title`}
        aria-describedby={`${dialogId}-text`}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-xl bg-white p-6 text-foreground shadow-2xl backdrop:bg-[rgba(2,6,23,0.55)] focus:outline-none"
      >
        <form method="dialog">
          <h2
            id={`${dialogId}-title`}
            className="pr-8 text-xl font-semibold tracking-tight text-slate-900"
          >
            {announcement.title}
          </h2>
          <p
            id={`${dialogId}-text`}
            className="mt-2 text-[15px] leading-6 whitespace-pre-line text-slate-600"
          >
            {announcement.text}
          </p>
          <div className="mt-6 flex justify-end">
            <Button type="submit">Got it, thanks!</Button>
          </div>
          <button
            type="submit"
            aria-label="Close"
            className="absolute top-3 right-3 rounded-md p-2 text-slate-500 hover:bg-muted hover:text-slate-900"
          >
            <XIcon className="size-5" aria-hidden />
          </button>
        </form>
      </dialog>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: opener }} />
    </>
  );
}
