import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/** spec/storefront.md §2 home: a workwear range banner and a polo shirts banner. */
export function HeroBanners({
  embroideryMinimum,
}: {
  /** The shop's embroidery minimum (issue 21.4), or null when the tables cannot be read. */
  embroideryMinimum: number | null;
}) {
  return (
    <section
      aria-label="Featured ranges"
      className="mx-auto grid max-w-7xl gap-4 px-4 pt-6 sm:px-6 lg:grid-cols-3"
    >
      <div className="relative overflow-hidden rounded-2xl bg-brand-900 px-6 py-10 text-white sm:px-10 sm:py-14 lg:col-span-2">
        <div className="relative z-10 max-w-md md:max-w-[56%]">
          <p className="text-sm font-semibold tracking-wider text-accent-400 uppercase">
            New season workwear
          </p>
          <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight sm:text-5xl">
            Built for the job. Branded for your business.
          </h1>
          <p className="mt-4 text-base leading-7 text-brand-100 sm:text-lg">
            Hard-wearing workwear, hi-vis and safety boots from the brands the trade trusts — with
            your logo embroidered or printed in-house.
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to="/collections/workwear">
                Shop Workwear <ArrowRightIcon aria-hidden />
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/30 bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/embroidery-and-printing">Add Your Logo</Link>
            </Button>
          </div>
        </div>
        <div
          className="pointer-events-none absolute top-1/2 right-6 hidden w-[34%] max-w-xs -translate-y-1/2 md:block"
          aria-hidden
        >
          {/* Decoration shown from 768 px only: lazy, so a phone never fetches it; the heading
              beside it is the largest thing painted. */}
          <img
            src="/images/demo/softshell/black.svg"
            alt=""
            width={600}
            height={600}
            loading="lazy"
            decoding="async"
            className="w-3/4 rotate-[-4deg] rounded-2xl shadow-2xl ring-1 ring-white/10"
          />
          <img
            src="/images/demo/hi-vis-jacket/hi-vis-yellow.svg"
            alt=""
            width={600}
            height={600}
            loading="lazy"
            decoding="async"
            className="absolute right-0 -bottom-10 w-3/5 rotate-[5deg] rounded-2xl shadow-2xl ring-1 ring-white/10"
          />
        </div>
      </div>
      <Link
        to="/collections/polo-shirts"
        className="group relative flex min-h-64 flex-col justify-between overflow-hidden rounded-2xl bg-accent-400 p-6 text-brand-950 sm:p-8"
      >
        <div className="relative z-10 max-w-[60%] lg:max-w-none">
          <p className="text-sm font-semibold tracking-wider uppercase">Polo shirts</p>
          <h2 className="mt-2 text-2xl leading-tight font-extrabold tracking-tight sm:text-3xl">
            Team polos from £8 ex VAT
          </h2>
          <p className="mt-2 text-sm leading-6">
            Embroidered with your logo
            {embroideryMinimum && embroideryMinimum > 1
              ? ` from ${embroideryMinimum.toLocaleString("en-GB")} pieces`
              : ""}
            .
          </p>
        </div>
        <span className="relative z-10 mt-6 inline-flex items-center gap-2 text-sm font-bold group-hover:underline">
          Shop Polo Shirts <ArrowRightIcon className="size-4" aria-hidden />
        </span>
        <img
          src="/images/demo/polo/navy.svg"
          alt=""
          width={600}
          height={600}
          decoding="async"
          className="absolute -right-6 -bottom-6 w-44 rotate-[-6deg] rounded-2xl shadow-xl transition-transform group-hover:scale-105 sm:w-52 lg:w-44"
        />
      </Link>
    </section>
  );
}
