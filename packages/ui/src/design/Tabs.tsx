import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export type Tab = { id: string; title: string; panel: ReactNode };

/**
 * Tabs as the ARIA pattern has them: one tab stop, arrows, Home and End move between tabs and
 * show their panel. Every panel is rendered, the others hidden, so a form in one keeps what was
 * typed while another is shown. With `hrefFor`, each tab is also a link to the page with that tab
 * open, which is how the tabs work before the page is live and without JavaScript.
 */
export function Tabs({
  label,
  tabs,
  initial,
  hrefFor,
}: {
  label: string;
  tabs: Tab[];
  initial?: string | undefined;
  hrefFor?: (id: string) => string;
}) {
  const base = useId();
  const [selected, setSelected] = useState(initial ?? tabs[0]?.id);
  const list = useRef<HTMLDivElement>(null);
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-${tab.id}-tab`)}`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === "ArrowRight"
        ? current + 1
        : event.key === "ArrowLeft"
          ? current - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div className="tabs">
      <div
        className="tabs__list"
        role="tablist"
        aria-label={label}
        ref={list}
        onKeyDown={onKeyDown}
      >
        {tabs.map((tab) => {
          const props = {
            role: "tab",
            id: `${base}-${tab.id}-tab`,
            className: "tabs__tab",
            "aria-selected": tab.id === selected,
            "aria-controls": `${base}-${tab.id}-panel`,
            tabIndex: tab.id === selected ? 0 : -1,
          } as const;
          return hrefFor ? (
            <a
              key={tab.id}
              {...props}
              href={hrefFor(tab.id)}
              onClick={(event) => {
                event.preventDefault();
                setSelected(tab.id);
              }}
            >
              {tab.title}
            </a>
          ) : (
            <button key={tab.id} type="button" {...props} onClick={() => setSelected(tab.id)}>
              {tab.title}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-${tab.id}-panel`}
          className="tabs__panel"
          aria-labelledby={`${base}-${tab.id}-tab`}
          hidden={tab.id !== selected}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
