import { useEffect, useRef } from "react";
import { Form, useActionData, useRouteLoaderData } from "react-router";
import type { Language } from "#domain/enums";
import { professionalHref } from "#domain/routes/professional-route-table";
import type { ValidationDetail } from "#domain/validation-details";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "#app/ui/field-errors";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { langOfPath } from "#domain/routes/route-table";
import { useWorkspaceLang } from "./use-workspace-lang";
import type { Route } from "./+types/absences";
import { type AbsencesActionData, type AbsencesPageData, loadAbsencesPage, submitAbsencesAction } from "./absences.server";
import type { WorkspaceViewer } from "./workspace.server";
import { workspaceTitle } from "./meta";
import { WorkspaceErrorBoundary } from "./workspace-error";
import { IntentFields } from "./form-parts";

// A professional's own absences (issue 15, decision 246): the current and upcoming ones, each with
// its substitutes and a delete button, then the form that records one (first and last day,
// substitutes of the same kind, a note for colleagues). Plain posts with an intent: works without
// JavaScript. A refused form comes back as typed, each field with what is wrong and a summary of
// them first; with JavaScript the summary takes the focus.

export const meta: Route.MetaFunction = ({ matches }) => workspaceTitle(matches, "workspace.absences.heading");

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAbsencesPage(request, context, langOfPath(new URL(request.url).pathname));
}

export function action({ request, context }: Route.ActionArgs) {
  return submitAbsencesAction(request, context, langOfPath(new URL(request.url).pathname));
}

export default function Absences({ loaderData }: Route.ComponentProps) {
  const viewer = useRouteLoaderData<{ viewer: WorkspaceViewer | null }>("workspace")?.viewer ?? null;
  return <AbsencesView data={loaderData} lang={useWorkspaceLang()} csrfToken={viewer?.csrfToken ?? ""} />;
}

/** What was typed into a field of the refused form. */
function typedOf(answer: AbsencesActionData | undefined, name: string): string[] {
  const value = answer?.result.initialValue?.[name];
  return typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
}

export function AbsencesView({ data, lang, csrfToken }: { data: AbsencesPageData; lang: Language; csrfToken: string }) {
  const t = useT();
  const answer = useActionData<AbsencesActionData>();
  const action = professionalHref("absences", lang);
  const deleteProblem = answer?.intent === "delete" ? answer.problem : null;
  return (
    <section className="workspace-absences" aria-labelledby="absences-heading">
      <h1 id="absences-heading">{t("workspace.absences.heading")}</h1>
      {data.done && !answer ? (
        <p className="notice notice--success" role="status">
          {t(`workspace.absences.done.${data.done}`)}
        </p>
      ) : null}
      {deleteProblem ? (
        <p className="notice notice--error" role="alert">
          {t(`workspace.absences.problems.${deleteProblem}`)}
        </p>
      ) : null}
      <h2>{t("workspace.absences.current")}</h2>
      {data.absences.length ? (
        <ul className="ws-absences">
          {data.absences.map((absence) => (
            <li key={absence.id} className="ws-absences__item">
              <p>
                <strong>{t("workspace.absences.period", absence.periodLabel)}</strong>
              </p>
              <p>
                {t("workspace.absences.substitutes")}: {absence.substitutes.join(", ")}
              </p>
              {absence.internalMessage ? (
                <p className="ws-absences__note">
                  {t("workspace.absences.internalMessage")}: {absence.internalMessage}
                </p>
              ) : null}
              <Form method="post" action={action}>
                <IntentFields csrfToken={csrfToken} intent="delete" />
                <input type="hidden" name="absenceId" value={absence.id} />
                <button type="submit" className="button button--secondary button--small">
                  {t("workspace.absences.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("workspace.absences.none")}</p>
      )}
      <AbsenceForm data={data} action={action} csrfToken={csrfToken} answer={answer?.intent === "create" ? answer : undefined} />
    </section>
  );
}

/** The absence's first and last day: one date field each, named as the schema names them. */
const DAY_FIELDS = ["firstDay", "lastDay"] as const;

function AbsenceForm({ data, action, csrfToken, answer }: { data: AbsencesPageData; action: string; csrfToken: string; answer: AbsencesActionData | undefined }) {
  const t = useT();
  const errorText = useErrorText();
  const summaryRef = useRef<HTMLDivElement>(null);
  const errorOf = (name: string): ValidationDetail | undefined => answer?.result.error?.[name]?.[0];
  // The service's refusals name the fields they are about.
  const periodProblem = answer?.problem === "invalidPeriod";
  const substitutesError = errorOf("substituteIds");
  const messageError = errorOf("internalMessage");
  const chosen = new Set(typedOf(answer, "substituteIds"));
  const summary = [
    ...DAY_FIELDS.map((name) => (errorOf(name) || periodProblem ? { id: name, label: t(`workspace.absences.${name}`) } : null)),
    substitutesError || answer?.problem === "substituteNotFound" ? { id: `substitute-${data.colleagues[0]?.id ?? 0}`, label: t("workspace.absences.substitutes") } : null,
    messageError ? { id: "internalMessage", label: t("workspace.absences.internalMessage") } : null,
  ].filter((field) => field !== null);

  // A refused form: the summary of what to check takes the focus, its links lead to the fields.
  useEffect(() => {
    if (answer) summaryRef.current?.focus();
  }, [answer]);

  return (
    <section aria-labelledby="absence-form-heading" className="ws-absence-form">
      <h2 id="absence-form-heading">{t("workspace.absences.newHeading")}</h2>
      {answer?.problem && summary.length ? <ErrorSummary ref={summaryRef} fields={summary} title={t(`workspace.absences.problems.${answer.problem}`)} /> : null}
      {answer?.problem && !summary.length ? (
        <p className="notice notice--error" role="alert">
          {t(`workspace.absences.problems.${answer.problem}`)}
        </p>
      ) : null}
      <Form method="post" action={action} noValidate>
        <IntentFields csrfToken={csrfToken} intent="create" />
        <div className="ws-absence-form__days">
          {DAY_FIELDS.map((name) => (
            <TextField
              key={name}
              id={name}
              name={name}
              type="date"
              label={t(`workspace.absences.${name}`)}
              required
              defaultValue={typedOf(answer, name)[0] ?? ""}
              error={errorOf(name)}
              aria-invalid={errorOf(name) || periodProblem ? true : undefined}
            />
          ))}
        </div>
        <fieldset className="form-field ws-absence-form__substitutes" aria-describedby={substitutesError ? "substituteIds-error" : undefined}>
          <legend className="form-field__label">{t("workspace.absences.substitutes")}</legend>
          {substitutesError ? (
            <p id="substituteIds-error" className="field-error">
              {errorText(substitutesError)}
            </p>
          ) : null}
          <ul className="ws-choices">
            {data.colleagues.map((colleague) => (
              <li key={colleague.id}>
                <input type="checkbox" id={`substitute-${colleague.id}`} name="substituteIds" value={colleague.id} defaultChecked={chosen.has(String(colleague.id))} />{" "}
                <label htmlFor={`substitute-${colleague.id}`}>{colleague.title ? `${colleague.name}, ${colleague.title}` : colleague.name}</label>
              </li>
            ))}
          </ul>
        </fieldset>
        <div className="form-field">
          <label htmlFor="internalMessage" className="form-field__label">
            {t("workspace.absences.internalMessage")}
          </label>
          <p className="form-field__hint" id="internalMessage-hint">
            {t("workspace.absences.internalMessageHint")}
          </p>
          <textarea
            id="internalMessage"
            name="internalMessage"
            rows={3}
            maxLength={data.limits.internalMessage}
            defaultValue={typedOf(answer, "internalMessage")[0] ?? ""}
            className={messageError ? "form-field__input form-field__input--invalid" : "form-field__input"}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={messageError ? "internalMessage-hint internalMessage-error" : "internalMessage-hint"}
          />
          {messageError ? (
            <p id="internalMessage-error" className="field-error">
              {errorText(messageError)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary">
          {t("workspace.absences.record")}
        </button>
      </Form>
    </section>
  );
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
