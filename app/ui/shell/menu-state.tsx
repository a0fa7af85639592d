import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";

// Whether the main menu is open, shared by the header's menu button and the phone tab bar's
// "More": closing the menu gives focus back to whichever button opened it.

/** The menu panel's id: one menu per page, opened by the header's button or the tab bar's "More". */
export const MAIN_MENU_PANEL_ID = "main-menu-panel";

interface MenuState {
  open: boolean;
  /** Opens the menu, remembering the button to return focus to. */
  openFrom: (opener: HTMLElement | null) => void;
  /** Closes it; `returnFocus` puts focus back on the opener (Escape, the toggle). */
  close: (returnFocus?: boolean) => void;
}

const MenuStateContext = createContext<MenuState | null>(null);

export function MenuStateProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openFrom = useCallback((element: HTMLElement | null) => {
    opener.current = element;
    setOpen(true);
  }, []);
  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) opener.current?.focus();
  }, []);
  const value = useMemo(() => ({ open, openFrom, close }), [open, openFrom, close]);
  return <MenuStateContext.Provider value={value}>{children}</MenuStateContext.Provider>;
}

/** The menu state of the shell (MenuStateProvider). */
export function useMenuState(): MenuState {
  const state = useContext(MenuStateContext);
  if (!state) throw new Error("useMenuState used outside MenuStateProvider");
  return state;
}
