import type { ReactNode } from "react";
import { PageHeader } from "#app/components/layout/page-header.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { InformationPage } from "#core/pages/information-page.ts";

/**
 * Issue 13.5: an information page as the owner wrote it (a Page record, sanitised on the server),
 * beside the route's own side column (its help card: the shop's phone and hours as they are now).
 */
export function InformationPageView({ page, aside }: { page: InformationPage; aside?: ReactNode }) {
  return (
    <>
      <PageHeader title={page.title} />
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_320px]">
          <div className="page-body min-w-0" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
          {aside && <div className="space-y-6 lg:sticky lg:top-6 lg:self-start">{aside}</div>}
        </div>
      </section>
    </>
  );
}

/** The page's title and description as the owner set them for search engines. */
export function informationPageMeta(
  page: InformationPage | undefined,
  fallback: { title: string; description: string },
) {
  return pageMeta(
    page?.seoTitle || page?.title || fallback.title,
    page?.seoDescription || fallback.description,
  );
}
