import { useHydrated } from "#app/ui/use-hydrated";
import { useToast } from "#app/ui/toast-provider";
import { useT } from "#app/i18n/use-t";

/**
 * Copies one payment detail to the clipboard. Progressive: the value itself is plain selectable
 * text next to it, and the button exists only once the page's JavaScript runs (without it there
 * is nothing to press that would not work). A toast says what was copied, or that copying failed.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const toast = useToast();
  if (!hydrated) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.show({ kind: "success", title: t("invoices.pay.copied", { label }), id: "invoice-copy" });
    } catch {
      toast.show({ kind: "error", title: t("invoices.pay.copyFailed"), id: "invoice-copy" });
    }
  };
  return (
    // The name starts with the visible word (WCAG 2.5.3) and says which value.
    <button type="button" className="button button--secondary button--small copy-button" aria-label={`${t("invoices.pay.copy")} ${label}`} onClick={() => void copy()}>
      {t("invoices.pay.copy")}
    </button>
  );
}
