// Issue 13.5: where the shop shows a page. The information pages it was built with keep their own
// addresses (footer links, search engines); a page the owner adds is at /pages/{handle}.

export const pagesAtTheirOwnPath = new Set([
  "delivery-information",
  "returns-policy",
  "size-guide",
  "faq",
  "privacy",
]);

export function pagePath(handle: string): string {
  return pagesAtTheirOwnPath.has(handle) ? `/${handle}` : `/pages/${handle}`;
}
