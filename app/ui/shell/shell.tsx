import type { ReactNode } from "react";
import { useT } from "#app/i18n/use-t";
import { useCurrentPage } from "#app/root-context";
import { Footer } from "./footer";
import { Header } from "./header";
import { LanguageSwitch } from "./language-switch";

/** Frames every page as its route-table entry says: full (header, menu, footer), wide or bare. */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const page = useCurrentPage();
  const chrome = page?.definition.chrome ?? "full";

  return (
    <>
      <a href="#main" className="skip-link">
        {t("shell.skipToContent")}
      </a>
      {chrome === "bare" ? (
        <header className="site-header site-header--bare">
          <div className="site-header__inner">
            <LanguageSwitch reloadToFrontPage={page?.key === "transactionPath"} />
          </div>
        </header>
      ) : (
        // Wide pages (the private appointment list) use the whole width for the list: no menu.
        <Header showMenu={chrome !== "wide"} />
      )}
      <main id="main" tabIndex={-1} className={`page page--${chrome}`}>
        {children}
      </main>
      {chrome !== "bare" && <Footer />}
    </>
  );
}
