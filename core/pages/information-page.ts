/** Issue 13.5: an information page as its route shows it (its record, the body made safe). */
export type InformationPage = {
  handle: string;
  title: string;
  bodyHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
};
