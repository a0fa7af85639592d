import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { PaymentLookupInvoice, PaymentProviderButton } from "#domain/payments";
import { formatEuros } from "#domain/price";
import type { MessageKey } from "#app/i18n/messages";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useLang } from "#app/root-context";
import { callApi } from "#app/ui/api-client";
import { ErrorView } from "#app/ui/error-view";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useSchemaForm } from "#app/ui/form/use-schema-form";
import { Link } from "#app/ui/link";
import type { Route } from "./+types/pay";
import { loadPayPage, type PayActionData, type PayPageData, payPageAction } from "./pay.server";
import paymentStyles from "./payments.css?url";
import { stylesheet } from "#app/ui/stylesheet";

const contactInputs = lazyModule(() => import("#domain/contact-info"));

// Pay page /{lang}/{maksa|betala|pay}/{id} (spec part 2 §2 "Payments", §4, §5, §7): the invoice
// number and sum, one button per payment method (name and logo), the provider's terms and a
// cancel link. Choosing a method looks the invoice up again (good-sign-invoice) and posts the
// provider's form only while the invoice is still Open; otherwise the page loads again. Without a
// valid e-mail address the page asks for the contact details first.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "payments.pay.title");

export const links: Route.LinksFunction = () => [stylesheet(paymentStyles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPayPage(request, context, params.invoiceId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return payPageAction(request, context, params.invoiceId);
}

export default function PayPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const page: PayPageData = loaderData;
  if (page.state === "notFound") {
    return (
      <section className="page-section">
        <h1>{t("payments.pay.notFound")}</h1>
        <p>
          <Link page="invoices">{t("payments.pay.allInvoices")}</Link>
        </p>
      </section>
    );
  }
  const { invoice } = page;
  return (
    <section className="page-section pay-page">
      <h1>{t("payments.pay.title")}</h1>
      <InvoiceFacts invoiceNumber={invoice.invoiceNumber} sumCents={invoice.sumCents} />
      {page.state === "ready" ? <Providers invoiceNumber={invoice.invoiceNumber} providers={page.providers} /> : null}
      {page.state === "ready" && page.terms.length > 0 ? (
        <p className="pay-page__terms">
          {page.terms.map((part, index) =>
            "href" in part ? (
              <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
                {part.text}
              </a>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </p>
      ) : null}
      {page.state === "notPayable" ? (
        <p className="notice" role="status">
          {t(invoice.paid ? "payments.pay.alreadyPaid" : "payments.pay.notPayable")}
        </p>
      ) : null}
      {page.state === "unavailable" ? (
        <p className="notice notice--error" role="alert">
          {t("payments.pay.unavailable")}
        </p>
      ) : null}
      {page.state === "emailRequired" ? <EmailRequired contact={page.contact} /> : null}
      <p className="pay-page__cancel">
        <Link page="invoices">{t("payments.pay.cancel")}</Link>
      </p>
    </section>
  );
}

function InvoiceFacts({ invoiceNumber, sumCents }: { invoiceNumber: string; sumCents: number }) {
  const t = useT();
  const lang = useLang();
  return (
    <dl className="invoice-facts pay-page__facts" data-private="">
      <div>
        <dt>{t("payments.pay.invoiceNumber")}</dt>
        <dd>{invoiceNumber}</dd>
      </div>
      <div>
        <dt>{t("payments.pay.sum")}</dt>
        <dd>{formatEuros(sumCents, lang)}</dd>
      </div>
    </dl>
  );
}

/**
 * One form per payment method, posting the provider's parameters to its address. With JavaScript
 * the invoice is looked up first and the form goes only while it is Open (part 2 §4); without it
 * the form simply goes.
 */
function Providers({ invoiceNumber, providers }: { invoiceNumber: string; providers: PaymentProviderButton[] }) {
  const t = useT();
  const [checking, setChecking] = useState(false);

  async function choose(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking) return;
    const form = event.currentTarget;
    setChecking(true);
    const outcome = await callApi<{ invoice: PaymentLookupInvoice }>("GET", "/api/payments/good-sign-invoice", { query: { invoiceNumber } });
    if (outcome.kind === "ok" && outcome.body.invoice.status === "Open") {
      form.submit();
      return;
    }
    window.location.reload();
  }

  return (
    <section className="pay-page__providers" aria-labelledby="pay-providers-heading">
      <h2 id="pay-providers-heading">{t("payments.pay.choose")}</h2>
      <ul className="provider-list">
        {providers.map((provider) => (
          <li key={provider.id}>
            {/* The provider's own address, outside the app's routes: a plain form post. */}
            <form method="post" action={provider.url} onSubmit={(event) => void choose(event)} className="provider-form">
              {provider.parameters.map((parameter, index) => (
                <input key={`${parameter.name}-${index}`} type="hidden" name={parameter.name} value={parameter.value} />
              ))}
              <button type="submit" className="provider-button" disabled={checking} aria-busy={checking}>
                <img src={provider.svg} alt="" className="provider-button__logo" width={140} height={60} />
                <span className="provider-button__name">{provider.name}</span>
              </button>
            </form>
          </li>
        ))}
      </ul>
    </section>
  );
}

const CONTACT_FIELDS = ["streetAddress", "postalCode", "postOffice", "phoneNumber", "emailAddress"] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
const CONTACT_LABELS: Record<ContactField, MessageKey> = {
  streetAddress: "payments.contact.streetAddress",
  postalCode: "payments.contact.postalCode",
  postOffice: "payments.contact.postOffice",
  phoneNumber: "payments.contact.phoneNumber",
  emailAddress: "payments.contact.emailAddress",
};
const AUTOCOMPLETE: Record<ContactField, string> = {
  streetAddress: "street-address",
  postalCode: "postal-code",
  postOffice: "address-level2",
  phoneNumber: "tel",
  emailAddress: "email",
};

/** The e-mail-required notice (part 2 §5) with the patient's contact edit (decision 157). */
function EmailRequired({ contact }: { contact: Extract<PayPageData, { state: "emailRequired" }>["contact"] }) {
  const t = useT();
  const navigation = useNavigation();
  const answer = useActionData<PayActionData>();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [form, fields] = useSchemaForm(useLazyModule(contactInputs)?.BookingContactSchema ?? null, {
    id: "pay-contact",
    lastResult: answer?.result,
    defaultValue: {
      streetAddress: contact?.streetAddress ?? "",
      postalCode: contact?.postalCode ?? "",
      postOffice: contact?.postOffice ?? "",
      phoneNumber: contact?.phoneNumber ?? "",
      emailAddress: contact?.emailAddress ?? "",
    },
  });
  const [submitted, setSubmitted] = useState(answer !== undefined);
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "saveContact";
  const errorOf = (name: ContactField) => fields[name].errors?.[0];
  const summary = submitted ? CONTACT_FIELDS.filter((name) => errorOf(name)).map((name) => ({ id: fields[name].id, label: t(CONTACT_LABELS[name]) })) : [];

  useEffect(() => {
    if (!answer) return;
    setSubmitted(true);
    requestAnimationFrame(() => summaryRef.current?.focus());
  }, [answer]);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (busy) return event.preventDefault();
    setSubmitted(true);
    form.onSubmit(event);
    if (event.defaultPrevented) requestAnimationFrame(() => summaryRef.current?.focus());
  }

  return (
    <>
      <p className="notice notice--warning" role="status" id="pay-email-required">
        {t("payments.pay.emailRequired")}
      </p>
      <Form method="post" id={form.id} className="profile-form" onSubmit={submit} noValidate aria-busy={busy} aria-describedby="pay-email-required">
        <CsrfInput />
        <input type="hidden" name="intent" value="saveContact" />
        {answer?.failed ? (
          <p className="notice notice--error" role="alert">
            {t("payments.pay.saveFailed")}
          </p>
        ) : null}
        <ErrorSummary ref={summaryRef} fields={summary} />
        <fieldset className="profile-form__group">
          <legend>{t("payments.pay.contactTitle")}</legend>
          {CONTACT_FIELDS.map((name) => (
            <TextField
              key={`${name}-${fields[name].key ?? ""}`}
              id={fields[name].id}
              name={name}
              label={t(CONTACT_LABELS[name])}
              defaultValue={String(fields[name].initialValue ?? "")}
              error={errorOf(name)}
              autoComplete={AUTOCOMPLETE[name]}
              type={name === "emailAddress" ? "email" : name === "phoneNumber" ? "tel" : "text"}
              isPrivate
            />
          ))}
        </fieldset>
        <p className="actions">
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {t("payments.pay.save")}
          </button>
        </p>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorView headingLevel={1} className="page-section" />;
}
