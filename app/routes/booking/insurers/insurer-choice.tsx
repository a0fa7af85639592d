// ─── Interface note for the reservation page (insurance booking) ──────────────────────────────────
// <InsurerChoice lang appointmentId appointmentDate context value onChange [showErrors] [disabled] />
// - `context`: from the loader, `loadInsurerChoiceContext(db, { patientId, actingRole, features, now })`
//   (server/modules/booking/insurer-service.ts): { lahiTapiolaFlow, underageCustomer }.
// - `appointmentDate`: the appointment's Helsinki calendar day "YYYY-MM-DD" (Pohjola check).
// - `value` / `onChange`: an InsurerChoiceValue (#domain/insurers); start from EMPTY_INSURER_CHOICE.
//   The value always carries the derived reimbursementOption and conceptCode.
// - Booking button: enabled only when `isInsurerChoiceComplete(value, context)` (#domain/insurers).
// - Reserving: send the whole `value` as the reservation's insurer choice; the reservation service
//   re-validates it (`validateInsurerChoice`, which also gives the description) and adds its
//   concept code to the customer's record in the reservation's own transaction.
// - `showErrors`: show why the choice is incomplete (after a booking attempt).
// - Stylesheet: add `./insurers.css?url` to the page's `links` (the page may import this module lazily).
// - LähiTapiola's permit application leaves the page with the session's csrfToken and a state kept
//   in the tab's sessionStorage; the insurer returns to the same URL with
//   `?state=...&referrer=lahitapiola&status=...`; the component reads it on mount, selects
//   LähiTapiola again only when the state is the tab's own, and removes the parameters from the address.
// ──────────────────────────────────────────────────────────────────────────────────────────────────
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { pushAnalyticsEvent } from "#app/analytics";
import { PICKABLE_INSURERS, type PickableInsurer, type ReimbursementOption } from "#domain/enums";
import {
  type DirectCompensationPermit,
  EMPTY_INSURER_CHOICE,
  type InsurerChoiceContext,
  type InsurerChoiceProblem,
  type InsurerChoiceValue,
  type LahiTapiolaStatus,
  type PohjolaStatus,
  canVerifyPohjola,
  LAHITAPIOLA_CHANNEL,
  LAHITAPIOLA_STATE_PARAM,
  formatPermitValidTo,
  insurerChoiceProblems,
  lahiTapiolaResultOf,
  lahiTapiolaReturnOf,
  nextPohjolaStatus,
  normaliseInsurerChoice,
  reimbursementOptionsFor,
  statusOfLahiTapiolaReturn,
  withoutLahiTapiolaReturn,
} from "#domain/insurers";
import type { LahiTapiolaPermitsResult, LahiTapiolaPolicyCheckResult, PohjolaCheckResult } from "#server/modules/booking/insurer-service";
import type { MessageKey } from "#app/i18n/messages";
import type { Lang } from "#domain/routes/route-table";
import { useT } from "#app/i18n/use-t";
import { useBrand } from "#app/root-context";
import { Spinner } from "#app/ui/spinner";
import { callApi, useCsrfToken } from "#app/ui/api-client";

// The insurer picker of an insurance booking (spec part 2 §3 insurers, reimbursement options and
// concept codes; §4 LahiTapiola and Pohjola flows; §5 "insurance choice complete"; §8 insurer flow
// messages): If, LahiTapiola, Pohjola (OP) and Other; If asks for the reimbursement option and,
// for direct compensation, the consent; LahiTapiola (feature lahitapiola-insurance-flow) checks the
// policy and permits after the customer's consent and lets them apply for a permit; Pohjola
// verifies the insurance on the appointment's day.


export interface InsurerChoiceProps {
  lang: Lang;
  appointmentId: number;
  /** The appointment's Helsinki calendar day, "YYYY-MM-DD". */
  appointmentDate: string;
  context: InsurerChoiceContext;
  value: InsurerChoiceValue;
  onChange: (value: InsurerChoiceValue) => void;
  /** Show what is missing (after the user tried to book). */
  showErrors?: boolean;
  disabled?: boolean;
}

const INSURER_NAMES: Record<PickableInsurer, MessageKey> = {
  IF: "insurers.name.IF",
  LAHITAPIOLA: "insurers.name.LAHITAPIOLA",
  OP: "insurers.name.OP",
  OTHER: "insurers.name.OTHER",
};

const OPTION_NAMES: Record<ReimbursementOption, MessageKey> = {
  USE_REIMBURSEMENT: "insurers.option.USE_REIMBURSEMENT",
  COMPANY_REIMBURSEMENT: "insurers.option.COMPANY_REIMBURSEMENT",
  PAY_AND_REIMBURSE: "insurers.option.PAY_AND_REIMBURSE",
};

/** Where the tab keeps the state of the permit application it started. */
export const PERMIT_STATE_KEY = "hoiva.lahiTapiolaPermitState";

/** 16 random bytes in base64url: the round-trip state of one permit application. */
function newPermitState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Kept when the user leaves for the insurer; the return must bring it back. */
function rememberPermitState(state: string): void {
  try {
    window.sessionStorage.setItem(PERMIT_STATE_KEY, state);
  } catch {
    // Storage blocked: the return is then ignored, and the user chooses LähiTapiola again.
  }
}

/** True when `returned` is the state this tab kept; the kept state is used up either way. */
function takePermitState(returned: string | null): boolean {
  let kept: string | null;
  try {
    kept = window.sessionStorage.getItem(PERMIT_STATE_KEY);
    window.sessionStorage.removeItem(PERMIT_STATE_KEY);
  } catch {
    return false;
  }
  return kept !== null && returned === kept;
}

/**
 * The navigation to LähiTapiola's permit application: it starts an application, so it carries the
 * session's csrfToken; the insurer returns the user to `returnPath` with `state`.
 */
function applyPermitHref(returnPath: string, lang: Lang, { csrfToken, state }: { csrfToken: string | null; state: string }): string {
  const query = new URLSearchParams({ redirectTo: returnPath, channel: LAHITAPIOLA_CHANNEL, lang, state, csrfToken: csrfToken ?? "" });
  return `/api/insurance/lahitapiola-apply-permit?${query.toString()}`;
}

function track(facts: Record<string, string>) {
  pushAnalyticsEvent({ event: "insurerFlow", ...facts });
}

export function InsurerChoice({ lang, appointmentId, appointmentDate, context, value, onChange, showErrors = false, disabled = false }: InsurerChoiceProps) {
  const t = useT();
  const id = useId();
  // The latest value, for answers that arrive after the user has moved on.
  const latest = useRef(value);
  latest.current = value;
  const update = (patch: Partial<InsurerChoiceValue>) => {
    const next = normaliseInsurerChoice({ ...latest.current, ...patch }, context);
    latest.current = next;
    onChange(next);
  };
  const problems = showErrors ? insurerChoiceProblems(value, context) : [];
  const problemOf = (path: InsurerChoiceProblem["path"]) => problems.find((problem) => problem.path === path);

  const choose = (insurer: PickableInsurer) => {
    track({ action: "insurerSelected", insurer });
    update({ ...EMPTY_INSURER_CHOICE, insurer });
  };

  const insurerError = problemOf("insurer");
  return (
    <div className="insurer-choice" data-appointment-id={appointmentId}>
      <fieldset className="insurer-choice__group" disabled={disabled} aria-describedby={insurerError ? `${id}-insurer-error` : undefined}>
        <legend>{t("insurers.legend")}</legend>
        <div className="insurer-choice__insurers">
          {PICKABLE_INSURERS.map((insurer) => (
            <label key={insurer} className="insurer-choice__radio">
              <input type="radio" name={`${id}-insurer`} value={insurer} checked={value.insurer === insurer} onChange={() => choose(insurer)} />
              <span>{t(INSURER_NAMES[insurer])}</span>
            </label>
          ))}
        </div>
        {insurerError ? <ProblemText id={`${id}-insurer-error`} problem={insurerError} /> : null}
      </fieldset>

      {value.insurer === "IF" ? <IfPanel value={value} context={context} update={update} problemOf={problemOf} disabled={disabled} /> : null}
      {value.insurer === "OP" ? <PohjolaPanel value={value} update={update} appointmentDate={appointmentDate} disabled={disabled} /> : null}
      {value.insurer === "OTHER" ? <p className="insurer-choice__info">{t("insurers.other.info")}</p> : null}
      {value.insurer === "LAHITAPIOLA" && !context.lahiTapiolaFlow ? <p className="insurer-choice__info">{t("insurers.payYourself")}</p> : null}
      {context.lahiTapiolaFlow ? (
        <LahiTapiolaPanel
          lang={lang}
          value={value}
          context={context}
          update={update}
          clear={() => update({ ...EMPTY_INSURER_CHOICE })}
          latest={latest}
          problemOf={problemOf}
          disabled={disabled}
        />
      ) : null}
    </div>
  );
}

function ProblemText({ id, problem }: { id: string; problem: InsurerChoiceProblem }) {
  const t = useT();
  return (
    <p id={id} className="insurer-choice__error">
      {t(problem.message as MessageKey)}
    </p>
  );
}

type Update = (patch: Partial<InsurerChoiceValue>) => void;
type ProblemOf = (path: InsurerChoiceProblem["path"]) => InsurerChoiceProblem | undefined;

function IfPanel({ value, context, update, problemOf, disabled }: { value: InsurerChoiceValue; context: InsurerChoiceContext; update: Update; problemOf: ProblemOf; disabled: boolean }) {
  const t = useT();
  const brand = useBrand();
  const id = useId();
  const optionError = problemOf("reimbursementOption");
  const consentError = problemOf("consent");
  return (
    <div className="insurer-choice__panel">
      <fieldset className="insurer-choice__group" disabled={disabled} aria-describedby={optionError ? `${id}-option-error` : undefined}>
        <legend>{t("insurers.option.legend")}</legend>
        {reimbursementOptionsFor("IF", context).map((option) => (
          <label key={option} className="insurer-choice__radio">
            <input
              type="radio"
              name={`${id}-option`}
              value={option}
              checked={value.reimbursementOption === option}
              onChange={() => update({ reimbursementOption: option, consent: false })}
            />
            <span>{t(OPTION_NAMES[option])}</span>
          </label>
        ))}
        {optionError ? <ProblemText id={`${id}-option-error`} problem={optionError} /> : null}
      </fieldset>
      {value.reimbursementOption === "USE_REIMBURSEMENT" ? (
        <div className="insurer-choice__check">
          <input
            id={`${id}-dc-consent`}
            type="checkbox"
            checked={value.consent}
            disabled={disabled}
            onChange={(event) => update({ consent: event.target.checked })}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${id}-dc-consent-error` : undefined}
          />
          <label htmlFor={`${id}-dc-consent`}>{t("insurers.if.consent", { brand: brand.name })}</label>
          {consentError ? <ProblemText id={`${id}-dc-consent-error`} problem={consentError} /> : null}
        </div>
      ) : null}
    </div>
  );
}

// ---- LähiTapiola ----

interface LahiTapiolaPanelProps {
  lang: Lang;
  value: InsurerChoiceValue;
  context: InsurerChoiceContext;
  update: Update;
  clear: () => void;
  latest: RefObject<InsurerChoiceValue>;
  problemOf: ProblemOf;
  disabled: boolean;
}

/**
 * Always mounted while the flow is on (also when another insurer is chosen), so that a return
 * from the insurer's permit application is read once, on the page's first render.
 */
function LahiTapiolaPanel({ lang, value, context, update, clear, latest, problemOf, disabled }: LahiTapiolaPanelProps) {
  const t = useT();
  const brand = useBrand();
  const id = useId();
  const location = useLocation();
  const csrfToken = useCsrfToken();
  const [permitState] = useState(newPermitState);
  const [permits, setPermits] = useState<DirectCompensationPermit[]>([]);
  const [loading, setLoading] = useState(false);
  const pending = useRef<AbortController | null>(null);
  const returnRead = useRef(false);

  const setStatus = (status: LahiTapiolaStatus) => {
    track({ action: "lahiTapiola", status });
    update({ lahiTapiolaStatus: status });
  };

  /** Asks for the permits; the customer's consent has been given. */
  async function loadPermits(signal: AbortSignal) {
    const outcome = await callApi<LahiTapiolaPermitsResult>("GET", `/api/insurance/lahitapiola-direct-compensation-permits/${lang}`, { signal });
    if (signal.aborted || latest.current.insurer !== "LAHITAPIOLA") return;
    if (outcome.kind !== "ok" || outcome.body.type !== "success") return setStatus("error");
    const { directCompensationPermits } = outcome.body;
    setPermits(directCompensationPermits);
    setStatus(directCompensationPermits.length > 0 ? "insurance_found_with_permits" : "insurance_found_no_permits");
  }

  async function run(task: (signal: AbortSignal) => Promise<void>) {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setLoading(true);
    try {
      await task(controller.signal);
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setLoading(false);
      }
    }
  }

  const check = () =>
    run(async (signal) => {
      const outcome = await callApi<LahiTapiolaPolicyCheckResult>("GET", "/api/insurance/lahitapiola-policy-check", { signal });
      if (signal.aborted || latest.current.insurer !== "LAHITAPIOLA") return;
      if (outcome.kind !== "ok" || outcome.body.type !== "success") return setStatus("error");
      if (!outcome.body.hasHealthcarePolicy) return setStatus("insurance_not_found");
      await loadPermits(signal);
    });

  // The insurer's return (?state=...&referrer=lahitapiola&status=...): the parameters leave the
  // address; with this tab's state LähiTapiola is chosen again and an allowed permit is fetched,
  // without it (a link someone else made) the return is ignored.
  useEffect(() => {
    if (returnRead.current) return;
    returnRead.current = true;
    const search = new URLSearchParams(window.location.search);
    const returned = lahiTapiolaReturnOf(search);
    if (!returned) return;
    window.history.replaceState(window.history.state, "", window.location.pathname + withoutLahiTapiolaReturn(window.location.search) + window.location.hash);
    if (!takePermitState(search.get(LAHITAPIOLA_STATE_PARAM))) return track({ action: "lahiTapiolaReturn", status: "ignored" });
    track({ action: "lahiTapiolaReturn", status: returned });
    latest.current = normaliseInsurerChoice({ ...EMPTY_INSURER_CHOICE, insurer: "LAHITAPIOLA", consent: true }, context);
    if (returned === "directcompensationallowed") {
      update({ lahiTapiolaStatus: "not_asked" });
      void run(loadPermits);
    } else {
      update({ lahiTapiolaStatus: statusOfLahiTapiolaReturn(returned) });
    }
    // Runs once, on mount.
  }, []);

  // Leaving LähiTapiola cancels a request under way.
  useEffect(() => {
    // The latest value, not this render's: on mount a return may just have chosen LähiTapiola.
    if (latest.current.insurer !== "LAHITAPIOLA") pending.current?.abort();
  }, [value.insurer, latest]);
  useEffect(() => () => pending.current?.abort(), []);

  if (value.insurer !== "LAHITAPIOLA") return null;

  const result = lahiTapiolaResultOf(value, context);
  const consentError = problemOf("consent");
  const permitError = problemOf("dcpContentHash");
  const returnPath = location.pathname + withoutLahiTapiolaReturn(location.search);
  const chosen = permits.find((permit) => permit.contentHash === value.dcpContentHash);

  if (result === "underageCustomer") {
    return <Notice title="insurers.lt.underage.title" body="insurers.lt.underage.body" payYourself />;
  }
  if (loading) {
    return (
      <div className="insurer-choice__panel" aria-live="polite">
        <Spinner label={t("insurers.lt.checking")} />
      </div>
    );
  }
  if (result === "success") {
    return (
      <div className="insurer-choice__panel insurer-notice insurer-notice--success" role="status">
        <p className="insurer-notice__title">{t("insurers.lt.permitChosen")}</p>
        {chosen ? <p>{t("insurers.lt.permit", { symptom: chosen.symptom, bodyPart: chosen.bodyPart, validTo: formatPermitValidTo(chosen.validTo) })}</p> : null}
        <p>
          <button
            type="button"
            className="button button--secondary"
            disabled={disabled}
            onClick={() => {
              track({ action: "lahiTapiola", status: "permitRemoved" });
              clear();
            }}
          >
            {t("insurers.lt.removePermit")}
          </button>
        </p>
      </div>
    );
  }

  switch (value.lahiTapiolaStatus) {
    case "not_asked":
      return (
        <div className="insurer-choice__panel">
          <div className="insurer-choice__check">
            <input
              id={`${id}-lt-consent`}
              type="checkbox"
              checked={value.consent}
              disabled={disabled}
              onChange={(event) => update({ consent: event.target.checked })}
              aria-invalid={consentError ? true : undefined}
              aria-describedby={consentError ? `${id}-lt-consent-error` : undefined}
            />
            <label htmlFor={`${id}-lt-consent`}>{t("insurers.lt.consent", { brand: brand.name })}</label>
            {consentError ? <ProblemText id={`${id}-lt-consent-error`} problem={consentError} /> : null}
          </div>
          <p>
            <button type="button" className="button button--secondary" disabled={disabled || !value.consent} onClick={() => void check()}>
              {t("insurers.lt.continue")}
            </button>
          </p>
        </div>
      );
    case "insurance_found_with_permits":
      return (
        <fieldset className="insurer-choice__panel insurer-choice__group" disabled={disabled} aria-describedby={permitError ? `${id}-permit-error` : undefined}>
          <legend>{t("insurers.lt.permits.legend")}</legend>
          {permits.map((permit) => (
            <label key={permit.contentHash} className="insurer-choice__radio">
              <input
                type="radio"
                name={`${id}-permit`}
                value={permit.contentHash}
                checked={false}
                onChange={() => {
                  track({ action: "lahiTapiola", status: "permitChosen" });
                  update({ dcpContentHash: permit.contentHash });
                }}
              />
              <span>{t("insurers.lt.permit", { symptom: permit.symptom, bodyPart: permit.bodyPart, validTo: formatPermitValidTo(permit.validTo) })}</span>
            </label>
          ))}
          {permitError ? <ProblemText id={`${id}-permit-error`} problem={permitError} /> : null}
        </fieldset>
      );
    case "insurance_found_no_permits":
      return (
        <Notice title="insurers.lt.noPermits.title" body="insurers.lt.noPermits.body" payYourself>
          <a className="button button--secondary" href={applyPermitHref(returnPath, lang, { csrfToken, state: permitState })} onClick={() => rememberPermitState(permitState)}>
            {t("insurers.lt.apply")}
          </a>
        </Notice>
      );
    case "insurance_not_found":
      return <Notice title="insurers.lt.notFound.title" body="insurers.lt.notFound.body" payYourself />;
    case "denied":
      return <Notice title="insurers.lt.denied.title" body="insurers.lt.denied.body" payYourself />;
    case "canceled":
      return (
        <Notice title="insurers.lt.canceled.title" body="insurers.lt.canceled.body" payYourself>
          <a className="button button--secondary" href={applyPermitHref(returnPath, lang, { csrfToken, state: permitState })} onClick={() => rememberPermitState(permitState)}>
            {t("insurers.lt.apply")}
          </a>
        </Notice>
      );
    case "error":
      return (
        <div className="insurer-choice__panel insurer-notice insurer-notice--error" role="alert">
          <p className="insurer-notice__title">{t("insurers.error")}</p>
          <p>
            <button type="button" className="button button--secondary" disabled={disabled} onClick={() => void check()}>
              {t("insurers.retry")}
            </button>
          </p>
        </div>
      );
  }
}

function Notice({ title, body, payYourself = false, children }: { title: MessageKey; body: MessageKey; payYourself?: boolean; children?: ReactNode }) {
  const t = useT();
  return (
    <div className="insurer-choice__panel insurer-notice" role="status">
      <p className="insurer-notice__title">{t(title)}</p>
      <p>{t(body)}</p>
      {payYourself ? <p>{t("insurers.payYourself")}</p> : null}
      {children ? <p>{children}</p> : null}
    </div>
  );
}

// ---- Pohjola ----

const VERIFY_LABELS: Record<PohjolaStatus, MessageKey> = {
  unverified: "insurers.op.verify",
  found: "insurers.op.verify",
  not_found: "insurers.op.verifyAgain",
  canceled: "insurers.op.verifyAgain",
  error: "insurers.retry",
};

function PohjolaPanel({ value, update, appointmentDate, disabled }: { value: InsurerChoiceValue; update: Update; appointmentDate: string; disabled: boolean }) {
  const t = useT();
  const brand = useBrand();
  const [checking, setChecking] = useState(false);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const move = (status: PohjolaStatus) => {
    track({ action: "pohjola", status });
    update({ pohjolaStatus: status });
  };

  async function verify() {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setChecking(true);
    const outcome = await callApi<PohjolaCheckResult>("GET", `/api/insurance/pohjola-check/${encodeURIComponent(appointmentDate)}`, { signal: controller.signal });
    if (controller.signal.aborted) return;
    pending.current = null;
    setChecking(false);
    const checked = outcome.kind === "ok" && outcome.body.type === "success" ? outcome.body : null;
    move(nextPohjolaStatus(value.pohjolaStatus, checked ? { type: "checked", hasInsurance: checked.hasInsurance } : { type: "failed" }));
  }

  const verifyButton = (label: MessageKey) => (
    <button type="button" className="button button--secondary" disabled={disabled || checking} aria-busy={checking} onClick={() => void verify()}>
      {t(label)}
    </button>
  );

  const status = value.pohjolaStatus;
  return (
    <div className="insurer-choice__panel" aria-live="polite">
      <p className="insurer-choice__info">{t("insurers.op.consent", { brand: brand.name })}</p>
      {checking ? <Spinner label={t("insurers.op.verifying")} /> : null}
      {status === "found" ? (
        <div className="insurer-notice insurer-notice--success">
          <p className="insurer-notice__title">{t("insurers.op.found.title")}</p>
          <p>{t("insurers.op.found.body")}</p>
          <p>
            <button type="button" className="button button--secondary" disabled={disabled} onClick={() => move(nextPohjolaStatus(status, { type: "cancel" }))}>
              {t("insurers.op.cancel")}
            </button>
          </p>
        </div>
      ) : null}
      {status === "not_found" ? (
        <div className="insurer-notice">
          <p className="insurer-notice__title">{t("insurers.op.notFound.title")}</p>
          <p>{t("insurers.op.notFound.body")}</p>
          <p>{t("insurers.payYourself")}</p>
        </div>
      ) : null}
      {status === "canceled" ? (
        <div className="insurer-notice">
          <p className="insurer-notice__title">{t("insurers.op.canceled.title")}</p>
          <p>{t("insurers.op.canceled.body")}</p>
        </div>
      ) : null}
      {status === "error" ? (
        <div className="insurer-notice insurer-notice--error" role="alert">
          <p className="insurer-notice__title">{t("insurers.op.error")}</p>
        </div>
      ) : null}
      <p className="actions">
        {canVerifyPohjola(status) ? verifyButton(VERIFY_LABELS[status]) : null}
        {status === "canceled" ? (
          <button type="button" className="button button--secondary" disabled={disabled} onClick={() => move(nextPohjolaStatus(status, { type: "reset" }))}>
            {t("insurers.op.back")}
          </button>
        ) : null}
      </p>
    </div>
  );
}
