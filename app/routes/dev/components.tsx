import { useRef, useState, type ReactNode } from "react";
import { data } from "react-router";
import { ErrorView } from "#app/ui/error-view";
import { EmptyState } from "#app/ui/empty-state";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { Pager } from "#app/ui/pager";
import { ListRow, ListRows } from "#app/ui/list-row";
import { Sheet } from "#app/ui/sheet";
import { StatusBadge } from "#app/ui/status-badge";
import { Skeleton } from "#app/ui/skeleton";
import { Spinner } from "#app/ui/spinner";
import { Tabs } from "#app/ui/tabs";
import { ToastItem } from "#app/ui/toast-item";
import { ShellIcon, type ShellIconName } from "#app/ui/shell/shell-icon";
import { stylesheet } from "#app/ui/stylesheet";
import type { Route } from "./+types/components";
import styles from "./components.css?url";

// The living style guide (decision 387): every shared component in each of its states, in both
// brands side by side, at /dev/components. A development tool like /dev/outbox: the loader answers
// 404 unless the development tools are on (config DEV_TOOLS), so production has no such page. Its
// own captions are for developers and in English; the components speak the page's language.
// tests/e2e/components-visual.spec.ts takes a screenshot of each section at both widths.

export const meta: Route.MetaFunction = () => [{ title: "Components · Hoiva style guide" }, { name: "robots", content: "noindex" }];

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export function loader({ context }: Route.LoaderArgs) {
  if (!context.services.config.DEV_TOOLS) throw data(null, { status: 404 });
  return null;
}

const BRANDS = [
  { id: "adult", name: "Hoiva" },
  { id: "kids", name: "Hoiva Junior" },
] as const;

const NAV_ICONS: ShellIconName[] = [
  "home", "appointments", "booking", "messages", "invoices", "visits", "prescriptions", "laboratory", "imaging",
  "questionnaires", "certificates", "vaccinations", "team", "sickness-fund", "chat", "help", "user", "more",
];

const noop = () => undefined;
const LONG = 24 * 60 * 60 * 1000;

/** One component's section: its name and the component in each brand. */
function Specimen({ id, title, children }: { id: string; title: string; children: (brand: string) => ReactNode }) {
  return (
    <section className="style-guide__specimen" aria-labelledby={`${id}-title`} data-specimen={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      <div className="style-guide__brands">
        {BRANDS.map((brand) => (
          <div key={brand.id} data-brand={brand.id} className="style-guide__brand">
            <p className="style-guide__brand-name">{brand.name}</p>
            {children(brand.id)}
          </div>
        ))}
      </div>
    </section>
  );
}

interface Choice {
  value: string;
  label: string;
  checked?: boolean;
  disabled?: boolean;
}

const REMINDERS: Choice[] = [
  { value: "sms", label: "By text message", checked: true },
  { value: "email", label: "By e-mail" },
  { value: "none", label: "No reminder", disabled: true },
];
const CLINICS: Choice[] = [
  { value: "kamppi", label: "Hoiva Kamppi", checked: true },
  { value: "pasila", label: "Hoiva Pasila" },
  { value: "oulu", label: "Hoiva Oulu", disabled: true },
];

/** A fieldset of radio buttons or checkboxes, each in its label (boxed: a bordered tap target). */
function ChoiceGroup({ legend, type, name, boxed = false, choices }: { legend: string; type: "radio" | "checkbox"; name: string; boxed?: boolean; choices: Choice[] }) {
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className={boxed ? "choice choice--boxed" : "choice"}>
          <input type={type} name={name} value={choice.value} defaultChecked={choice.checked} disabled={choice.disabled} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** "Filters" opens a sheet: from the bottom on a phone, from the side on a wide window. */
function SheetSpecimen({ brand }: { brand: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = `${brand}-sheet-title`;
  const close = () => setOpen(false);
  return (
    <>
      <p>
        <button ref={opener} type="button" className="button button--secondary" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          <ShellIcon name="filters" />
          Filters
        </button>
      </p>
      <Sheet open={open} onClose={close} labelledBy={titleId} closeLabel="Close filters" returnFocusTo={opener}>
        <div className="style-guide__sheet">
          <h2 id={titleId}>Filter times</h2>
          <ChoiceGroup legend="Clinics" type="checkbox" name={`${brand}-sheet-clinic`} choices={CLINICS} />
          <p className="actions">
            <button type="button" className="button button--primary" onClick={close}>
              Show 12 times
            </button>
          </p>
        </div>
      </Sheet>
    </>
  );
}

function TabsSpecimen({ brand }: { brand: string }) {
  const [selected, setSelected] = useState<"upcoming" | "past">("upcoming");
  return (
    <Tabs
      label={`Appointments (${brand})`}
      selectedId={selected}
      onSelect={setSelected}
      tabs={[
        { id: "upcoming", label: "Upcoming", panel: <p>Upcoming appointments</p> },
        { id: "past", label: "Past", panel: <p>Past appointments</p> },
      ]}
    />
  );
}

export default function ComponentsPage() {
  return (
    <div className="style-guide">
      <div className="page-section">
        <h1>Components</h1>
        <p className="lead">
          The portal&apos;s shared components in each state, in the adult and the children&apos;s brand. Colours, type, spaces,
          radii and shadows come from the design tokens in <code>app/styles/tokens.css</code>.
        </p>
      </div>

      <Specimen id="buttons" title="Buttons">
        {(brand) => (
          <div className="actions">
            <button type="button" className="button button--primary">Book a time</button>
            <button type="button" className="button button--secondary">Show appointment</button>
            <button type="button" className="button button--primary" disabled>Check in</button>
            <button type="button" className="button button--secondary button--small">
              <ShellIcon name="log-out" />
              Log out
            </button>
            <button type="button" className="link-button" aria-label={`Cancel (${brand})`}>Cancel</button>
          </div>
        )}
      </Specimen>

      <Specimen id="inputs" title="Inputs">
        {(brand) => (
          <>
            <TextField id={`${brand}-email`} label="E-mail" type="email" defaultValue="aino@example.fi" hint="We send the confirmation here." />
            <TextField id={`${brand}-phone`} label="Mobile phone" type="tel" defaultValue="040 12" error={{ path: "phone", message: "validation.phone.invalid" }} />
            <TextField id={`${brand}-disabled`} label="Identity code" defaultValue="140386-246K" disabled />
          </>
        )}
      </Specimen>

      <Specimen id="selects" title="Selects">
        {(brand) => (
          <div className="form-field">
            <label htmlFor={`${brand}-clinic`} className="form-field__label">Clinic</label>
            <select id={`${brand}-clinic`} className="form-field__input" defaultValue="kamppi">
              <option value="kamppi">Hoiva Kamppi</option>
              <option value="pasila">Hoiva Pasila</option>
              <option value="oulu">Hoiva Oulu</option>
            </select>
          </div>
        )}
      </Specimen>

      <Specimen id="choices" title="Radio buttons and checkboxes">
        {(brand) => (
          <div className="style-guide__row">
            <ChoiceGroup legend="Reminder" type="radio" name={`${brand}-reminder`} boxed choices={REMINDERS} />
            <ChoiceGroup legend="Clinics" type="checkbox" name="clinic" choices={CLINICS} />
          </div>
        )}
      </Specimen>

      <Specimen id="file-picker" title="File picker">
        {(brand) => (
          <div className="form-field">
            <label htmlFor={`${brand}-file`} className="form-field__label">Attachment</label>
            <p id={`${brand}-file-hint`} className="form-field__hint">PDF, JPEG or PNG, at most 9 MB.</p>
            <input id={`${brand}-file`} type="file" name="file" accept=".pdf,.jpg,.png" aria-describedby={`${brand}-file-hint`} />
          </div>
        )}
      </Specimen>

      <Specimen id="status-badges" title="Status badges">
        {() => (
          <p className="style-guide__row">
            <StatusBadge>Draft</StatusBadge>
            <StatusBadge tone="info">Booked</StatusBadge>
            <StatusBadge tone="success">Paid</StatusBadge>
            <StatusBadge tone="warning">Due soon</StatusBadge>
            <StatusBadge tone="danger">Overdue</StatusBadge>
            <span className="badge">2 unread</span>
          </p>
        )}
      </Specimen>

      <Specimen id="cards" title="Cards and list rows">
        {() => (
          <>
            <div className="card card--raised">
              <h3 className="card__title">Doctor&apos;s appointment 30 min</h3>
              <p className="content-small">Laura Salminen · Hoiva Kamppi</p>
              <StatusBadge tone="info">Booked</StatusBadge>
            </div>
            <ListRows>
              <ListRow
                heading="h3"
                linked
                title={<a href="#invoice-1002">Invoice 1002 · 111,90 €</a>}
                badge={<StatusBadge tone="danger">Overdue</StatusBadge>}
                detail="Due 15.11.2026"
              />
              <ListRow heading="h3" title="Invoice 1003 · 53,90 €" badge={<StatusBadge tone="success">Paid</StatusBadge>} detail="Due 8.12.2026">
                <p className="actions">
                  <a href="#receipt-1003">Receipt (PDF)</a>
                </p>
              </ListRow>
            </ListRows>
          </>
        )}
      </Specimen>

      <Specimen id="notices" title="Notices and error summary">
        {(brand) => (
          <>
            <div className="notice notice--success">
              <p className="notice__title">Appointment booked</p>
              <p>A confirmation is on its way.</p>
            </div>
            <div className="notice notice--warning">
              <p className="notice__title">The cancellation deadline has passed</p>
            </div>
            <ErrorSummary id={`${brand}-summary`} fields={[{ id: `${brand}-phone`, label: "Mobile phone" }]} />
          </>
        )}
      </Specimen>

      <Specimen id="empty-states" title="Empty states">
        {() => <EmptyState kind="messages" />}
      </Specimen>

      <Specimen id="loading" title="Skeletons and spinner">
        {() => (
          <>
            <Skeleton count={2} />
            <Spinner />
          </>
        )}
      </Specimen>

      <Specimen id="toasts" title="Toasts">
        {(brand) => (
          <div className="style-guide__toasts">
            <ToastItem toast={{ key: `${brand}-ok`, kind: "success", title: "Message sent", durationMs: LONG }} onExpire={noop} onClose={noop} />
            <ToastItem toast={{ key: `${brand}-info`, kind: "info", title: "You were logged out", message: "Log in again to continue.", durationMs: LONG }} onExpire={noop} onClose={noop} />
            <ToastItem toast={{ key: `${brand}-error`, kind: "error", title: "The payment failed", durationMs: LONG }} onExpire={noop} onClose={noop} />
          </div>
        )}
      </Specimen>

      <Specimen id="sheets" title="Sheets">
        {(brand) => <SheetSpecimen brand={brand} />}
      </Specimen>

      <Specimen id="tabs-pager" title="Tabs and pager">
        {(brand) => (
          <>
            <TabsSpecimen brand={brand} />
            {/* Once: two navigation landmarks of the same name would be ambiguous to a screen reader. */}
            {brand === "adult" ? <Pager current={2} total={5} hrefFor={(page) => `?page=${page}`} /> : null}
          </>
        )}
      </Specimen>

      <Specimen id="icons" title="Navigation icons">
        {() => (
          <ul className="style-guide__icons">
            {NAV_ICONS.map((name) => (
              <li key={name}>
                <ShellIcon name={name} large />
                <span>{name}</span>
              </li>
            ))}
          </ul>
        )}
      </Specimen>
    </div>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
