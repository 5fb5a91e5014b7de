import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

// WAI-ARIA tabs with automatic activation, in plain React (issue 12.4: Radix's tabs and their
// roving-focus machinery were 6 KB of the product page): one tab in the tab order, arrow keys,
// Home and End move between tabs and show their panel. Only the shown panel's content is
// rendered, as Radix did.

export type Tab = { value: string; label: ReactNode; content: ReactNode };

export function Tabs({
  tabs,
  label,
  className,
  listClassName,
  tabClassName,
  panelClassName,
}: {
  tabs: readonly Tab[];
  /** The tab list's accessible name. */
  label: string;
  className?: string;
  listClassName?: string;
  /** Each tab's classes; the shown one has data-state="active". */
  tabClassName?: string;
  panelClassName?: string;
}) {
  const [current, setCurrent] = useState(tabs[0]?.value);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(tabs[next]?.value);
    buttons.current[next]?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={listClassName}>
        {tabs.map((tab, index) => {
          const isActive = tab.value === current;
          return (
            <button
              key={tab.value}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={isActive}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={isActive ? 0 : -1}
              data-state={isActive ? "active" : "inactive"}
              className={tabClassName}
              onClick={() => setCurrent(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const isActive = tab.value === current;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={`${id}-panel-${tab.value}`}
            aria-labelledby={`${id}-tab-${tab.value}`}
            hidden={!isActive}
            tabIndex={0}
            className={panelClassName}
          >
            {isActive && tab.content}
          </div>
        );
      })}
    </div>
  );
}
