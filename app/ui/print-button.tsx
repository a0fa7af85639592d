import { useHydrated } from "./use-hydrated";

/**
 * Opens the browser's print dialog for a document page (laboratory result, medical report). The
 * page's print style sheet (health-records.css) leaves out the portal's header, menu and footer.
 * Printing needs JavaScript, so the button appears only once the page is hydrated; without it the
 * browser's own print command prints the same clean page.
 */
export function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="button button--secondary print-hide" onClick={() => window.print()}>
      {label}
    </button>
  );
}
