import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// React Router's HydratedRouter suspends its first render until the page's loader data, streamed
// into the HTML, is decoded. Preact cannot hydrate through a suspension at the root, so the data is
// decoded first: HydratedRouter is called as a plain function until it no longer throws its
// promise (it creates the router before its first hook; the hook, outside a render, throws).
async function routerReady(): Promise<void> {
  for (;;) {
    try {
      HydratedRouter({});
      return;
    } catch (thrown) {
      if (thrown instanceof Promise) await thrown;
      else return;
    }
  }
}

// Preact renders into `document` as into its <html> element, while the root route renders <html>
// itself; so the page is hydrated into a stand-in for the document whose one child is <html>.
const html = document.documentElement;
const documentRoot = {
  nodeType: 1,
  namespaceURI: html.namespaceURI,
  firstChild: html,
  childNodes: [html],
  insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
  appendChild: (node: Node) => document.appendChild(node),
  removeChild: (node: Node) => document.removeChild(node),
} as unknown as Element;

/** A new task: the browser may paint and handle input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The modules are run in one task, the router's data decoded in the next and the page hydrated in a
// third, so that none is long (decision 040).
void nextTask()
  .then(routerReady)
  .then(nextTask)
  .then(() => hydrateRoot(documentRoot, <HydratedRouter />));
