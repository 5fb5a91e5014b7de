import { withShopName } from "#app/lib/meta.ts";
import { CircleAlertIcon, CircleCheckIcon } from "lucide-react";
import { data, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ShopEmail, ShopPhone } from "#app/components/layout/shop-contact.tsx";
import { shopDetailsOfMatches } from "#app/lib/shop-details.ts";
import { unsubscribeNewsletter } from "#server/forms/newsletter.server.ts";
import type { Route } from "./+types/newsletter-unsubscribe";

// Issue 6 item 4: the link in every newsletter e-mail. Opening it takes the address off the list
// at once (one click, as UK PECR expects leaving to be as easy as joining) and says so; a token
// that is not ours changes nothing.

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const result = await unsubscribeNewsletter(context.services, token);
  return data({ result }, { status: result === "unsubscribed" ? 200 : 400 });
}

export const meta: Route.MetaFunction = withShopName(({ matches }) => [
  { title: `Newsletter | ${shopDetailsOfMatches(matches).name}` },
  { name: "robots", content: "noindex" },
]);

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const isDone = loaderData.result === "unsubscribed";
  const Icon = isDone ? CircleCheckIcon : CircleAlertIcon;
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <Icon
        className={`mx-auto size-14 ${isDone ? "text-green-700" : "text-amber-600"}`}
        aria-hidden
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        {isDone ? "You have been unsubscribed" : "This unsubscribe link is not valid"}
      </h1>
      <p className="mt-4 text-[15px] leading-7 text-slate-600">
        {isDone ? (
          "We will not send you any more newsletter e-mails. You will still get e-mails about orders you place with us. Changed your mind? You can subscribe again at the bottom of any page."
        ) : (
          <>
            Please use the link from your most recent newsletter e-mail, or contact us on{" "}
            <ShopPhone /> or <ShopEmail /> and we will take you off the list.
          </>
        )}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/">Return to Home</Link>
        </Button>
        {!isDone && (
          <Button asChild variant="outline">
            <Link to="/contact-us">Contact us</Link>
          </Button>
        )}
      </div>
    </section>
  );
}
