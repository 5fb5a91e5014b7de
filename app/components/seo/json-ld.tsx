import { jsonLdText } from "#core/seo/structured-data.ts";

/**
 * Structured data for search engines. A data block, not a script: browsers never run it, so the
 * Content-Security-Policy does not need to allow it.
 */
export function JsonLd({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
  );
}
