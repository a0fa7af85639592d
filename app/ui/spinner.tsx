import { useT } from "#app/i18n/use-t";

/** A busy indicator that also says so: role="status" announces the (visually hidden) label. */
export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <span className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t("ui.loading")}</span>
    </span>
  );
}
