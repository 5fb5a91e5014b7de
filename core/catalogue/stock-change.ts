// Docs/decisions/038: what a stock_changed notification names (migration 0031): each product whose
// stock moved as id:handle, space-separated. The engine drops its answers by product id, the page
// cache its pages by handle. A payload of handles alone (as migration 0030 sent, and a process
// not yet migrated may still send) names no ids: the engine then drops every answer.

export type StockChange = { productIds: number[] | null; handles: string[] };

export function readStockChange(payload: string): StockChange {
  const handles: string[] = [];
  const productIds: number[] = [];
  let isNamedById = true;
  for (const word of payload.split(" ")) {
    if (word === "") continue;
    const colon = word.indexOf(":");
    const id = colon > 0 ? Number(word.slice(0, colon)) : NaN;
    if (Number.isSafeInteger(id) && id > 0) productIds.push(id);
    else isNamedById = false;
    handles.push(word.slice(colon + 1));
  }
  return { productIds: isNamedById ? productIds : null, handles };
}
