import { useState, type ReactNode } from "react";
import { data } from "react-router";
import { ErrorView } from "#app/ui/error-view";
import { EmptyState } from "#app/ui/empty-state";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { Pager } from "#app/ui/pager";
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
            <fieldset className="choice-group">
              <legend>Reminder</legend>
              <label className="choice choice--boxed">
                <input type="radio" name={`${brand}-reminder`} value="sms" defaultChecked />
                By text message
              </label>
              <label className="choice choice--boxed">
                <input type="radio" name={`${brand}-reminder`} value="email" />
                By e-mail
              </label>
              <label className="choice choice--boxed">
                <input type="radio" name={`${brand}-reminder`} value="none" disabled />
                No reminder
              </label>
            </fieldset>
            <fieldset className="choice-group">
              <legend>Clinics</legend>
              <label className="choice">
                <input type="checkbox" name="clinic" value="kamppi" defaultChecked />
                Hoiva Kamppi
              </label>
              <label className="choice">
                <input type="checkbox" name="clinic" value="pasila" />
                Hoiva Pasila
              </label>
              <label className="choice">
                <input type="checkbox" name="clinic" value="oulu" disabled />
                Hoiva Oulu
              </label>
            </fieldset>
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
            <span className="status-badge">Draft</span>
            <span className="status-badge status-badge--info">Booked</span>
            <span className="status-badge status-badge--success">Paid</span>
            <span className="status-badge status-badge--warning">Due soon</span>
            <span className="status-badge status-badge--danger">Overdue</span>
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
              <span className="status-badge status-badge--info">Booked</span>
            </div>
            <ul className="list-rows">
              <li className="list-row">
                <ShellIcon name="invoices" />
                <span className="list-row__main">
                  <span className="list-row__title">Invoice 1002 · 111,90 €</span>
                  <span className="list-row__detail">Due 15.11.2026</span>
                </span>
                <span className="status-badge status-badge--danger">Overdue</span>
              </li>
              <li className="list-row">
                <ShellIcon name="invoices" />
                <span className="list-row__main">
                  <span className="list-row__title">Invoice 1003 · 53,90 €</span>
                  <span className="list-row__detail">Due 8.12.2026</span>
                </span>
                <span className="status-badge status-badge--success">Paid</span>
              </li>
            </ul>
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
