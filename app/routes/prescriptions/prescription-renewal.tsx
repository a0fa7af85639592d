import { type FormEvent, useEffect, useRef, useState } from "react";
import { Form, isRouteErrorResponse, useActionData, useNavigation } from "react-router";
import { PRESCRIPTION_RENEWAL_TEXT_MAX_LENGTH } from "#domain/prescription-renewal";
import type { ValidationDetail } from "#domain/validation-details";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "#app/ui/field-errors";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useSchemaCheck, useSchemaErrorSummary, useSchemaForm } from "#app/ui/form/use-schema-form";
import { Link } from "#app/ui/link";
import { RootErrorView } from "#app/ui/root-error-view";
import { Spinner } from "#app/ui/spinner";
import { useHydrated } from "#app/ui/use-hydrated";
import type { Route } from "./+types/prescription-renewal";
import {
  loadPrescriptionRenewalPage,
  type PrescriptionRenewalActionData,
  type RenewablePrescription,
  submitPrescriptionRenewal,
} from "./prescription-renewal.server";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// Prescription renewal /{lang}/{reseptin-uusinta|receptfornyelse|prescription-renewal}/{ids}
// (spec part 2 §2, §4 "Prescription renewal", §5, §7, §8): per medicine a reason, "is the medicine
// finished" and "side effects" with the follow-up texts they require, and the general question on
// other medicines. Send stays enabled (the GOV.UK pattern): a try with answers missing sends nothing,
// marks the fields and says "First fill all fields in the form", focused; once the page is alive the
// follow-up fields show only when required; without JavaScript every field shows and the action
// answers the same check. States: answering, loading
// (sending), sent (success box, focused at the top) or error ("Prescription renewal failed.");
// maintenance mode while messaging moves to a new service (decision 201).

const renewalInputs = lazyModule(() => import("#domain/prescription-renewal-inputs"));

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "prescriptions.renewal.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPrescriptionRenewalPage(request, context, params.ids);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitPrescriptionRenewal(request, context, params.ids);
}

export default function PrescriptionRenewalPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<PrescriptionRenewalActionData>();
  return (
    <section className="page-section renewal-page">
      <p>
        <Link page="prescriptions">{t("prescriptions.renewal.backToList")}</Link>
      </p>
      <h1>{t("prescriptions.renewal.title")}</h1>
      {loaderData.status === "maintenance-mode" ? (
        <p className="record-notice">{t("prescriptions.renewal.maintenance")}</p>
      ) : answer?.outcome === "sent" ? (
        <RenewalSent threadId={answer.threadId} />
      ) : (
        <RenewalForm prescriptions={loaderData.prescriptions} answer={answer ?? null} />
      )}
    </section>
  );
}

/** The success box, focused and scrolled to the top when it appears. */
function RenewalSent({ threadId }: { threadId: number }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
    box.current?.focus();
  }, []);
  return (
    <div ref={box} tabIndex={-1} role="status" className="record-success">
      <p className="notice__title">
        <strong>{t("prescriptions.renewal.sent")}</strong>
      </p>
      <p>{t("prescriptions.renewal.sentDetail")}</p>
      <p className="record-actions">
        <Link page="thread" params={{ threadId }}>
          {t("prescriptions.renewal.openConversation")}
        </Link>
      </p>
    </div>
  );
}

type Snapshot = Record<string, string>;

function snapshotOf(form: HTMLFormElement): Snapshot {
  const snapshot: Snapshot = {};
  for (const [name, value] of new FormData(form)) if (typeof value === "string") snapshot[name] = value;
  return snapshot;
}

function RenewalForm({ prescriptions, answer }: { prescriptions: RenewablePrescription[]; answer: PrescriptionRenewalActionData | null }) {
  const t = useT();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const lastResult = answer && answer.outcome !== "sent" ? answer.result : null;
  const schema = useLazyModule(renewalInputs)?.PrescriptionRenewalSchema ?? null;
  const [form] = useSchemaForm(schema, { id: "prescription-renewal", lastResult });
  const passes = useSchemaCheck(schema);
  const formRef = useRef<HTMLFormElement>(null);
  const [snapshot, setSnapshot] = useState<Snapshot>({});
  const [complete, setComplete] = useState(false);
  const refused = answer?.outcome === "ValidationError";
  const summary = useSchemaErrorSummary(form, refused);
  const { summaryRef, attempted, focusSummary } = summary;
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  const initial = (lastResult?.initialValue ?? {}) as Record<string, unknown>;

  function update() {
    const element = formRef.current;
    if (!element) return;
    setSnapshot(snapshotOf(element));
    setComplete(passes !== null && passes(new FormData(element)));
  }

  // The answers the action kept (a refused or failed send) count from the start, and again once
  // the schema is there.
  useEffect(update, [answer, passes]);
  useEffect(() => {
    if (refused) focusSummary();
  }, [refused, focusSummary]);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (sending) return event.preventDefault();
    // conform checks the schema (once it is there), marks the fields and stops the post.
    summary.submit(event);
  }
  // After a try, until every answer is there (before the schema is there, as the server answered).
  const incomplete = passes === null ? refused : attempted && !complete;

  const errorOf = (name: string): ValidationDetail | undefined => form.allErrors[name]?.[0];
  const valueOf = (name: string): string => {
    const value = snapshot[name];
    if (value !== undefined) return value;
    return typeof initial[name] === "string" ? (initial[name] as string) : "";
  };

  return (
    <Form
      method="post"
      id={form.id}
      ref={formRef}
      onSubmit={submit}
      onChange={update}
      onInput={update}
      noValidate
      aria-busy={sending}
      className="renewal-form"
    >
      <CsrfInput />
      <input type="hidden" name="intent" value="send" />
      <p className="lead">{t("prescriptions.renewal.intro")}</p>
      {prescriptions.map((prescription, index) => {
        const base = `items[${index}]`;
        const finished = valueOf(`${base}.isMedicineFinished`);
        const sideEffects = valueOf(`${base}.hasSideEffects`);
        const defaults = (initial.items as Record<string, unknown>[] | undefined)?.[index] ?? {};
        const text = (key: string) => (typeof defaults[key] === "string" ? (defaults[key] as string) : "");
        return (
          <fieldset key={prescription.id} className="renewal-item" data-private="">
            <legend>
              {prescription.medicineName} {prescription.strength}
            </legend>
            <input type="hidden" name={`${base}.prescriptionId`} value={prescription.id} />
            <TextArea name={`${base}.reason`} label={t("prescriptions.renewal.reason")} error={errorOf(`${base}.reason`)} defaultValue={text("reason")} />
            <YesNo name={`${base}.isMedicineFinished`} legend={t("prescriptions.renewal.finished")} error={errorOf(`${base}.isMedicineFinished`)} defaultValue={text("isMedicineFinished")} />
            {/* Before hydration every follow-up is in the page and the style sheet shows the one its
                answer calls for, as the live page does: no JavaScript is needed, and nothing moves
                when hydration leaves out the others. */}
            {!hydrated || finished === "no" ? (
              <div className="renewal-follow-up renewal-follow-up--amount-left">
                <TextArea name={`${base}.amountLeft`} label={t("prescriptions.renewal.amountLeft")} error={errorOf(`${base}.amountLeft`)} defaultValue={text("amountLeft")} />
              </div>
            ) : null}
            <YesNo name={`${base}.hasSideEffects`} legend={t("prescriptions.renewal.sideEffectsQuestion")} error={errorOf(`${base}.hasSideEffects`)} defaultValue={text("hasSideEffects")} />
            {!hydrated || sideEffects === "yes" ? (
              <div className="renewal-follow-up renewal-follow-up--side-effects">
                <TextArea name={`${base}.sideEffects`} label={t("prescriptions.renewal.sideEffects")} error={errorOf(`${base}.sideEffects`)} defaultValue={text("sideEffects")} />
              </div>
            ) : null}
          </fieldset>
        );
      })}
      <TextArea
        name="otherMedicines"
        label={t("prescriptions.renewal.otherMedicines")}
        hint={t("prescriptions.renewal.otherMedicinesHint")}
        error={errorOf("otherMedicines")}
        defaultValue={typeof initial.otherMedicines === "string" ? initial.otherMedicines : ""}
      />
      {answer?.outcome === "failed" ? (
        <p role="alert" className="notice notice--error">
          {t("prescriptions.renewal.failed")}
        </p>
      ) : null}
      {incomplete ? (
        <div ref={summaryRef} tabIndex={-1} id="renewal-incomplete" className="notice notice--error" role="alert">
          <p>{t("prescriptions.renewal.incomplete")}</p>
        </div>
      ) : null}
      <p className="actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={sending}
          aria-busy={sending}
          aria-describedby={incomplete ? "renewal-incomplete" : undefined}
        >
          {t("prescriptions.renewal.send")}
        </button>
        {sending ? <Spinner label={t("prescriptions.renewal.sending")} /> : null}
      </p>
    </Form>
  );
}

function TextArea({ name, label, hint, error, defaultValue }: { name: string; label: string; hint?: string; error: ValidationDetail | undefined; defaultValue: string }) {
  const errorText = useErrorText();
  const id = `renewal-${name.replace(/[^A-Za-z0-9]+/g, "-")}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        name={name}
        rows={3}
        maxLength={PRESCRIPTION_RENEWAL_TEXT_MAX_LENGTH}
        defaultValue={defaultValue}
        className={error ? "form-field__input form-field__input--invalid" : "form-field__input"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        required
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {errorText(error)}
        </p>
      ) : null}
    </div>
  );
}

function YesNo({ name, legend, error, defaultValue }: { name: string; legend: string; error: ValidationDetail | undefined; defaultValue: string }) {
  const t = useT();
  const errorText = useErrorText();
  const id = `renewal-${name.replace(/[^A-Za-z0-9]+/g, "-")}`;
  return (
    <fieldset className="choice-group" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className="choice-group--inline">
        {(["yes", "no"] as const).map((value) => (
          <label key={value} className="choice-group__option">
            <input type="radio" name={name} value={value} defaultChecked={defaultValue === value} required />
            {t(value === "yes" ? "prescriptions.renewal.yes" : "prescriptions.renewal.no")}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {errorText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
