/** What every admin list shows of its query: the search text and the sort. */
export type ListView = { view: { q: string; sort: string; dir: "asc" | "desc" } };
