import { useCallback, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";
import { useLocation, useSearchParams } from "react-router";

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem<Id>[];
  selectedId: Id;
  onSelect: (id: Id) => void;
  /**
   * The address of each tab. When given, every tab is a real link, so the tabs work before
   * JavaScript has loaded (the server renders the tab the address names) and can be shared.
   */
  hrefFor?: (id: Id) => string;
  className?: string;
}

/**
 * Tabs after the WAI-ARIA tabs pattern (automatic activation): a tablist of tabs, one tabpanel
 * per tab, roving tabindex, Left/Right arrows move and wrap, Home and End go to the ends.
 * Before hydration every tab link stays in the Tab order, since the arrow keys need JavaScript.
 */
export function Tabs<Id extends string>({ label, tabs, selectedId, onSelect, hrefFor, className }: TabsProps<Id>) {
  const baseId = useId();
  const hydrated = useHydrated();
  const tabRefs = useRef(new Map<Id, HTMLElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function selectAndFocus(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    tabRefs.current.get(tab.id)?.focus();
    if (tab.id !== selectedId) onSelect(tab.id);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLElement>, index: number) {
    const target: Record<string, number | undefined> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = target[event.key];
    if (next !== undefined) {
      event.preventDefault();
      selectAndFocus(next);
    } else if (event.key === " " || (event.key === "Enter" && !hrefFor)) {
      // A link tab follows its own Enter (a click); Space and button tabs select here.
      event.preventDefault();
      selectAndFocus(index);
    }
  }

  function handleClick(event: MouseEvent<HTMLElement>, id: Id) {
    // Let the browser open a link tab in a new tab or window as asked.
    if (hrefFor && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
    event.preventDefault();
    if (id !== selectedId) onSelect(id);
  }

  return (
    <div className={className ? `tabs ${className}` : "tabs"}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          const common = {
            id: tabId(tab.id),
            role: "tab",
            "aria-selected": selected,
            "aria-controls": panelId(tab.id),
            // Roving tabindex once the arrow keys work; before that, plain links in the Tab order.
            tabIndex: hydrated || !hrefFor ? (selected ? 0 : -1) : undefined,
            className: selected ? "tabs__tab tabs__tab--selected" : "tabs__tab",
            ref: (element: HTMLElement | null) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            },
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => handleKeyDown(event, index),
            onClick: (event: MouseEvent<HTMLElement>) => handleClick(event, tab.id),
          } as const;
          return hrefFor ? (
            <a key={tab.id} href={hrefFor(tab.id)} {...common}>
              {tab.label}
            </a>
          ) : (
            <button key={tab.id} type="button" {...common}>
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role="tabpanel"
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== selectedId}
          className="tabs__panel"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

/**
 * The selected tab kept in the address query (?tab=...), so a tab can be linked to and works
 * without JavaScript. An unknown or missing value selects the first tab. Selecting replaces
 * the history entry, so moving through tabs with the arrow keys does not fill the back button.
 */
export function useTabQuery<Id extends string>(ids: readonly Id[], param = "tab") {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const value = searchParams.get(param);
  const selectedId = (ids as readonly string[]).includes(value ?? "") ? (value as Id) : (ids[0] as Id);

  const hrefFor = useCallback(
    (id: Id) => {
      const next = new URLSearchParams(searchParams);
      next.set(param, id);
      return `${pathname}?${next.toString()}`;
    },
    [searchParams, pathname, param],
  );

  const select = useCallback(
    (id: Id) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(param, id);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams, param],
  );

  return { selectedId, select, hrefFor };
}
