import { useState } from "react";
import { Form } from "react-router";
import { formatShortDate } from "#domain/date-display";
import type { CalendarDate } from "#domain/helsinki-time";
import { PRESCRIPTION_SELECTION_PARAMETER, prescriptionValidity } from "#domain/prescription-renewal";
import { href } from "#domain/routes/href";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { type PageRun, pageStartAttributes } from "#domain/list-paging";
import { EmptyState } from "#app/ui/empty-state";
import { ListPaging, ShowEarlier } from "#app/ui/list-paging";
import { ErrorView } from "#app/ui/error-view";
import { useLanguage } from "#app/ui/use-language";
import { useHydrated } from "#app/ui/use-hydrated";
import { useLang } from "#app/root-context";
import { ListRow, ListRows } from "#app/ui/list-row";
import { StatusBadge, type StatusTone } from "#app/ui/status-badge";
import type { Route } from "./+types/prescriptions";
import type { Prescription } from "./prescriptions.server";
import { loadPrescriptionsPage } from "./prescriptions.server";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Prescriptions /{lang}/{reseptit|recept|prescriptions} (spec part 2 §2, §3 "Prescription", §4):
// newest issued first, each with medicine name and strength, type, issued date, package, total
// amount, treatment length, dosage and usage guides; "Non-renewable prescription" on the ones that
// cannot be renewed; "No prescriptions". When renewal is enabled (isPrescriptionRenewalEnabled and
// canRenewPrescriptions) renewable ones get a checkbox, "Select all" toggles to none, the selected
// ones appear in a cart, each removable, and a button leads to the renewal page. The selection is a
// GET form to this page, which redirects to the renewal page: it works without JavaScript, where
// the cart and "Select all" (which need the page alive) are left out (decision 200; "Select all" is
// rendered but hidden by the style sheet, so that it holds its place before hydration). Twenty a page
// with the pager or a phone's "Show more" (?from=&page=, decision 306). Each shows how long it is
// valid and where its latest renewal request stands; once something is selected the button sticks
// to the bottom of the screen (decision 327).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "prescriptions.list.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadPrescriptionsPage(request, context);
}

const nameOf = (prescription: Prescription) => `${prescription.medicineName} ${prescription.strength}`;


interface Selection {
  selected: ReadonlySet<number>;
  toggle: (id: number) => void;
}

/** Where each row sits in the pages shown, for "Show more" to land on a page's first row. */
interface Paging {
  run: PageRun;
  pageSize: number;
}

const VALIDITY_TONE = { valid: "success", expiring: "warning", expired: "neutral" } as const satisfies Record<string, StatusTone>;
const RENEWAL_TONE = { requested: "info", renewed: "success", declined: "danger" } as const satisfies Record<string, StatusTone>;

function PrescriptionItem({ prescription, selection, anchor, today }: { prescription: Prescription; selection: Selection | null; anchor: { id?: string; tabIndex?: number }; today: CalendarDate }) {
  const t = useT();
  const lang = useLanguage();
  const unit = prescription.treatmentLengthUnit;
  const checkboxId = `prescription-${prescription.id}`;
  const validity = prescriptionValidity(prescription.validUntil, today);
  return (
    <ListRow
      heading="h2"
      {...anchor}
      title={
        selection && prescription.isRenewable ? (
          <span className="prescription-select">
            <input
              type="checkbox"
              id={checkboxId}
              name={PRESCRIPTION_SELECTION_PARAMETER}
              value={prescription.id}
              checked={selection.selected.has(prescription.id)}
              onChange={() => selection.toggle(prescription.id)}
            />
            <label htmlFor={checkboxId}>{nameOf(prescription)}</label>
          </span>
        ) : (
          <>{nameOf(prescription)}</>
        )
      }
      badge={
        <>
          <StatusBadge tone={VALIDITY_TONE[validity]}>{t(`prescriptions.status.${validity}`)}</StatusBadge>
          {prescription.isRenewable ? null : (
            <>
              {" "}
              <StatusBadge>{t("prescriptions.item.nonRenewable")}</StatusBadge>
            </>
          )}
          {prescription.renewal ? (
            <>
              {" "}
              <StatusBadge tone={RENEWAL_TONE[prescription.renewal.status]}>
                {t(`prescriptions.renewal.state.${prescription.renewal.status}`, { date: formatShortDate(prescription.renewal.date, lang) })}
              </StatusBadge>
            </>
          ) : null}
        </>
      }
    >
      <p className="list-row__detail">{prescription.medicineType}</p>
      <dl className="record-facts">
        <div>
          <dt>{t("prescriptions.item.issued")}</dt>
          <dd>
            <time dateTime={prescription.issuedDate}>{formatShortDate(prescription.issuedDate, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("prescriptions.item.validUntil")}</dt>
          <dd>
            <time dateTime={prescription.validUntil}>{formatShortDate(prescription.validUntil, lang)}</time>
          </dd>
        </div>
        <div>
          <dt>{t("prescriptions.item.package")}</dt>
          <dd>
            {t("prescriptions.item.packageValue", {
              count: String(prescription.packageCount),
              size: String(prescription.packageSize),
              unit: prescription.packageUnit,
            })}
          </dd>
        </div>
        <div>
          <dt>{t("prescriptions.item.totalAmount")}</dt>
          <dd>{prescription.totalAmount}</dd>
        </div>
        {unit && prescription.treatmentLength !== null ? (
          <div>
            <dt>{t("prescriptions.item.treatmentLength")}</dt>
            <dd>{t(`prescriptions.length.${unit}`, { n: prescription.treatmentLength })}</dd>
          </div>
        ) : null}
        <div className="record-facts__wide">
          <dt>{t("prescriptions.item.dosage")}</dt>
          <dd>{prescription.dosageGuide}</dd>
        </div>
        <div className="record-facts__wide">
          <dt>{t("prescriptions.item.usage")}</dt>
          <dd>{prescription.usageGuide}</dd>
        </div>
      </dl>
    </ListRow>
  );
}

function PrescriptionList({ prescriptions, selection, paging, today }: { prescriptions: Prescription[]; selection: Selection | null; paging: Paging; today: CalendarDate }) {
  return (
    <ListRows className="record-list" data-private="">
      {prescriptions.map((prescription, index) => (
        <PrescriptionItem
          key={prescription.id}
          prescription={prescription}
          selection={selection}
          anchor={pageStartAttributes(paging.run, paging.pageSize, index)}
          today={today}
        />
      ))}
    </ListRows>
  );
}

/** The list with checkboxes, "Select all", the cart and the button to the renewal page. */
function RenewalSelection({ prescriptions, paging, today }: { prescriptions: Prescription[]; paging: Paging; today: CalendarDate }) {
  const t = useT();
  const lang = useLang();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const renewable = prescriptions.filter((prescription) => prescription.isRenewable);
  const allSelected = renewable.length > 0 && renewable.every((prescription) => selected.has(prescription.id));
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(renewable.map((prescription) => prescription.id)));
  const cart = renewable.filter((prescription) => selected.has(prescription.id));
  return (
    <Form method="get" action={href("prescriptions", lang)} className="prescription-selection">
      <p className="lead">{t("prescriptions.select.intro")}</p>
      {/* Rendered from the first paint, so that the list does not move down when the page comes
          alive; it works once hydrated, and a browser without JavaScript hides it (the style sheet). */}
      <p className="record-actions prescription-selection__all">
        <button type="button" className="button button--secondary" onClick={toggleAll} aria-pressed={allSelected} disabled={!hydrated}>
          {allSelected ? t("prescriptions.select.none") : t("prescriptions.select.all")}
        </button>
      </p>
      <PrescriptionList prescriptions={prescriptions} selection={{ selected, toggle }} paging={paging} today={today} />
      <section className="prescription-cart" aria-labelledby="prescription-cart-title">
        <h2 id="prescription-cart-title">{t("prescriptions.cart.title")}</h2>
        {hydrated ? (
          cart.length === 0 ? (
            <p>{t("prescriptions.cart.empty")}</p>
          ) : (
            <ul className="prescription-cart__list" data-private="">
              {cart.map((prescription) => (
                <li key={prescription.id}>
                  <span>{nameOf(prescription)}</span>
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => toggle(prescription.id)}
                    aria-label={t("prescriptions.cart.removeLabel", { medicine: nameOf(prescription) })}
                  >
                    {t("prescriptions.cart.remove")}
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : (
          <p>{t("prescriptions.cart.noScript")}</p>
        )}
      </section>
      {/* The form's last child: once something is selected it sticks to the bottom of the screen
          while the list scrolls, so the button is never a long scroll away. */}
      <div className={hydrated && cart.length > 0 ? "prescription-actionbar prescription-actionbar--sticky" : "prescription-actionbar"}>
        {hydrated ? (
          <p className="prescription-actionbar__count" role="status">
            {cart.length > 0 ? t("prescriptions.cart.selectedCount", { n: cart.length }) : null}
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={hydrated && cart.length === 0}>
          {t("prescriptions.cart.renew")}
        </button>
      </div>
    </Form>
  );
}

export default function PrescriptionsPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { prescriptions: list, isPrescriptionRenewalEnabled, canRenewPrescriptions, today } = loaderData;
  const prescriptions = list.items;
  const hrefFor = (search: Record<string, number> | undefined) => href("prescriptions", lang, {}, search);
  return (
    <section className="page-section">
      <h1>{t("prescriptions.list.title")}</h1>
      <p className="lead">{t("prescriptions.list.intro")}</p>
      <ShowEarlier run={list.run} hrefFor={hrefFor} />
      {prescriptions.length === 0 ? (
        <EmptyState kind="prescriptions" />
      ) : isPrescriptionRenewalEnabled && canRenewPrescriptions ? (
        <RenewalSelection prescriptions={prescriptions} paging={list} today={today} />
      ) : (
        <PrescriptionList prescriptions={prescriptions} selection={null} paging={list} today={today} />
      )}
      <ListPaging run={list.run} pageCount={list.pageCount} shownCount={prescriptions.length} total={list.total} hrefFor={hrefFor} />
    </section>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
