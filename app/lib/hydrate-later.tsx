import { createContext, type ReactNode, Suspense, useContext, useState } from "react";

// Issue 12, decision 040: Preact hydrates a page in one task, which at a phone's speed blocks the
// main thread for half a second. Each part of the page wrapped in <HydrateLater> is left as the
// server drew it and hydrated in a task of its own, one after the other in the order they appear,
// so that no task is long. A later part works as plain HTML until then: its links are links and
// its forms submit; what works only with JavaScript (a menu button) goes first. Only the first
// hydration waits; a part shown later (a client-side navigation, say) renders at once.

/** A part's place in the queue: `done` once its task has come. */
type Turn = { done: boolean; promise: Promise<void>; go: () => void };

/** The parts waiting for their turn: those asked for `first`, then the others. */
const firstWaiting: Turn[] = [];
const waiting: Turn[] = [];
const afterwards: (() => void)[] = [];
let hydrating = typeof document !== "undefined";
let draining = false;

function hydrateNext() {
  const turn = firstWaiting.shift() ?? waiting.shift();
  if (turn) {
    // The part re-renders in this task's microtasks; the next waits for a task of its own.
    turn.go();
    setTimeout(hydrateNext, 0);
    return;
  }
  draining = false;
  hydrating = false;
  for (const callback of afterwards.splice(0)) callback();
}

function hydrationTurn(first: boolean): Turn {
  const turn: Turn = { done: false, promise: Promise.resolve(), go: () => {} };
  turn.promise = new Promise((resolve) => {
    turn.go = () => {
      turn.done = true;
      resolve();
    };
  });
  (first ? firstWaiting : waiting).push(turn);
  if (!draining) {
    draining = true;
    setTimeout(hydrateNext, 0);
  }
  return turn;
}

// While a part waits, Preact keeps the first DOM node the part drew and hydrates the part into it
// later; so a part is always one element, a <div> that takes no box of its own (display:
// contents): its children lay out as if it were not there. Not for inline content, nor for the
// child of a `space-y-*` or `divide-*` list, whose rules would apply to the <div>.
function Later(
  { turn, keep, children }: { turn: Turn | null; keep?: string; children: ReactNode },
  context?: object,
) {
  const keptHtml = useContext(KeptHtmlContext);
  if (turn && !turn.done) throw turn.promise;
  const html = keptHtml && keep !== undefined ? keptHtml(keep, children, context ?? {}) : null;
  if (html === null) return <div className="contents">{children}</div>;
  return <div className="contents" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Issue 12.6, decision 044: on the server, the HTML of a part drawn the same way on many pages,
 * kept by `key` (every input of the part, as text) and drawn once: `context` is Preact's, so that
 * the part reads the same router and data. Null: draw the part as usual. Not provided in the
 * browser, nor in development, where the code under a part changes.
 */
export type KeptHtml = (key: string, part: ReactNode, context: object) => string | null;

export const KeptHtmlContext = createContext<KeptHtml | null>(null);

/** The key of a part drawn from `inputs` alone (on the server; nothing in the browser). */
export function keptKey(...inputs: unknown[]): string | undefined {
  return typeof document === "undefined" ? JSON.stringify(inputs) : undefined;
}

/** A turn that never comes. */
const neverTurn: Turn = { done: false, promise: new Promise<void>(() => {}), go: () => {} };

/**
 * Its children hydrate in a later task of their own (the server renders them as usual).
 * - `first`: a part that does nothing without JavaScript (a menu button) comes before the other
 *   parts, in the order such parts appear, right after the task that hydrates the page's frame.
 * - `never`: a part with nothing to do in the browser (its HTML and an inline script of its own
 *   are all it needs) is kept as the server drew it and never hydrated.
 *
 * A part drawn in the browser afresh (one that appears after the first page) renders at once.
 */
export function HydrateLater({
  children,
  first = false,
  never = false,
  keep,
}: {
  children: ReactNode;
  first?: boolean;
  never?: boolean;
  /** `keptKey(…every input of the part)`: its HTML is kept on the server under that key. */
  keep?: string;
}) {
  // Here, outside the boundary: Preact renders the part afresh when its turn comes.
  const [turn] = useState(() => (hydrating ? (never ? neverTurn : hydrationTurn(first)) : null));
  return (
    <Suspense fallback={null}>
      <Later turn={turn} keep={keep}>
        {children}
      </Later>
    </Suspense>
  );
}

/**
 * Calls `callback` once every part of the first page has hydrated, or at once when nothing is left
 * waiting. Called from the root's effect, after the first task, it also ends the first hydration:
 * parts that mount from then on render at once.
 */
export function whenHydrated(callback: () => void) {
  if (draining) afterwards.push(callback);
  else {
    hydrating = false;
    callback();
  }
}
