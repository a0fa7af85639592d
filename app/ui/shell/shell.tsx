import type { ReactNode } from "react";
import { useT } from "#app/i18n/use-t";
import { useBrand, useCurrentPage } from "#app/root-context";
import { BrandLogo } from "./brand-logo";
import { Footer } from "./footer";
import { Header } from "./header";
import { LanguageSwitch } from "./language-switch";
import { MenuStateProvider } from "./menu-state";
import { TabBar } from "./tab-bar";

/**
 * Frames every page as its route-table entry says: full (header, menu, footer), wide (header and
 * footer, no menu: spec part 2 §2) or bare. Full pages have the tab bar on phones.
 */
export function Shell({ children }: { children: ReactNode }) {
  const t = useT();
  const brand = useBrand();
  const page = useCurrentPage();
  const chrome = page?.definition.chrome ?? "full";

  return (
    <MenuStateProvider>
      <a href="#main" className="skip-link">
        {t("shell.skipToContent")}
      </a>
      {chrome === "bare" ? (
        <header className="site-header site-header--bare">
          <div className="site-header__inner">
            {/* The brand without a link: these pages stand outside the portal (login steps). */}
            <span className="logo">
              <BrandLogo brandId={brand.id} name={brand.name} className="logo__mark" />
              <span className="logo__text" aria-hidden="true">
                {brand.name}
              </span>
            </span>
            <LanguageSwitch reloadToFrontPage={page?.key === "transactionPath"} />
          </div>
        </header>
      ) : (
        // Wide pages (the private appointment list) have no menu, on any screen (decision 301).
        <Header showMenu={chrome === "full"} />
      )}
      <main id="main" tabIndex={-1} className={`page page--${chrome}`}>
        {children}
      </main>
      {chrome !== "bare" && <Footer />}
      {chrome === "full" && <TabBar />}
    </MenuStateProvider>
  );
}
