import { type FormEvent, useEffect, useRef } from "react";
import { Form, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import type { Language } from "#domain/enums";
import { professionalHref } from "#domain/routes/professional-route-table";
import type { ValidationDetail } from "#domain/validation-details";
import { useT } from "#app/i18n/use-t";
import { TextField } from "#app/ui/form-fields";
import { langOfPath } from "#domain/routes/route-table";
import { useWorkspaceLang } from "./use-workspace-lang";
import type { Route } from "./+types/new-thread";
import { loadNewThreadPage, type NewThreadActionData, type NewThreadPageData, submitNewThreadAction } from "./new-thread.server";
import type { WorkspaceViewer } from "./workspace.server";
import { workspaceTitle } from "./meta";
import { WorkspaceErrorBoundary } from "./workspace-error";
import { AttachmentsField, IntentFields, MessageField } from "./form-parts";

// Starting a conversation with a patient (issue 15, decision 248): find the patient by identity
// code, then write the subject, the message and files to the one found (name and age shown, with
// "Change patient"). Each step is a plain post to this page's action with an intent (find, send):
// works without JavaScript. A refused post shows the step again as typed, with what is wrong next
// to its field (or above the form for what is about the whole post); the files must be chosen again.

export const meta: Route.MetaFunction = ({ matches }) => workspaceTitle(matches, "workspace.newThread.heading");

export function loader({ request, context }: Route.LoaderArgs) {
  return loadNewThreadPage(request, context, langOfPath(new URL(request.url).pathname));
}

export function action({ request, context }: Route.ActionArgs) {
  return submitNewThreadAction(request, context, langOfPath(new URL(request.url).pathname));
}

export default function NewThread({ loaderData }: Route.ComponentProps) {
  const viewer = useRouteLoaderData<{ viewer: WorkspaceViewer | null }>("workspace")?.viewer ?? null;
  return <NewThreadView data={loaderData} lang={useWorkspaceLang()} csrfToken={viewer?.csrfToken ?? ""} />;
}

/** A field of the answered post: what was typed, and the schema's first error. */
function fieldOf(answer: NewThreadActionData | undefined, name: string): { typed: string; error: ValidationDetail | undefined } {
  const typed = answer?.result.initialValue?.[name];
  return { typed: typeof typed === "string" ? typed : "", error: answer?.result.error?.[name]?.[0] };
}

export function NewThreadView({ data, lang, csrfToken }: { data: NewThreadPageData; lang: Language; csrfToken: string }) {
  const t = useT();
  const answer = useActionData<NewThreadActionData>();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const problem = answer?.problem ?? null;
  // What is about the whole post stands above the form; the identity code's problems next to it.
  const problemText =
    answer?.step === "find" && answer.retryAt
      ? t("workspace.newThread.tooManyLookups", { time: answer.retryAt })
      : problem === null || problem === "invalidIdentityCode" || problem === "patientNotFound"
        ? null
        : problem === "invalid"
          ? t("workspace.newThread.problems.invalid", { titleMax: data.limits.title, contentMax: data.limits.content })
          : t(`workspace.problems.${problem}`);
  return (
    <section className="workspace-new-thread" aria-labelledby="new-thread-heading">
      <p>
        <a href={professionalHref("inbox", lang)}>{t("workspace.backToInbox")}</a>
      </p>
      <h1 id="new-thread-heading">{t("workspace.newThread.heading")}</h1>
      {problemText ? (
        <p className="notice notice--error" role="alert" ref={alertRef} tabIndex={-1}>
          {problemText}
        </p>
      ) : null}
      {answer?.step === "compose" ? (
        <ComposeForm data={data} lang={lang} csrfToken={csrfToken} answer={answer} alertRef={alertRef} />
      ) : (
        <FindForm data={data} lang={lang} csrfToken={csrfToken} answer={answer} alertRef={alertRef} />
      )}
    </section>
  );
}

interface StepProps {
  data: NewThreadPageData;
  lang: Language;
  csrfToken: string;
  answer: NewThreadActionData | undefined;
  alertRef: React.RefObject<HTMLParagraphElement | null>;
}

function FindForm({ data, lang, csrfToken, answer, alertRef }: StepProps) {
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const problem = answer?.problem === "invalidIdentityCode" || answer?.problem === "patientNotFound" ? answer.problem : null;
  // A refused lookup: the code as typed, focused, with why next to it (or the notice above it).
  useEffect(() => {
    if (answer) (problem ? inputRef.current : alertRef.current)?.focus();
  }, [answer, problem, alertRef]);
  return (
    <Form method="post" action={professionalHref("newThread", lang)} noValidate>
      <IntentFields csrfToken={csrfToken} intent="find" />
      <div className="form-field">
        <label htmlFor="identityCode" className="form-field__label">
          {t("workspace.newThread.identityCodeLabel")}
        </label>
        <p className="form-field__hint" id="identityCode-hint">
          {t("workspace.newThread.identityCodeHint", { length: data.limits.identityCode })}
        </p>
        <input
          id="identityCode"
          ref={inputRef}
          name="identityCode"
          type="text"
          required
          maxLength={data.limits.identityCode}
          autoComplete="off"
          spellCheck={false}
          defaultValue={fieldOf(answer, "identityCode").typed}
          className={problem ? "form-field__input form-field__input--invalid ws-identity-code" : "form-field__input ws-identity-code"}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "identityCode-hint identityCode-error" : "identityCode-hint"}
          data-private=""
        />
        {problem ? (
          <p id="identityCode-error" className="field-error">
            {t(`workspace.newThread.problems.${problem}`)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button button--primary">
        {t("workspace.newThread.find")}
      </button>
    </Form>
  );
}

function ComposeForm({ data, lang, csrfToken, answer, alertRef }: StepProps & { answer: Extract<NewThreadActionData, { step: "compose" }> }) {
  const t = useT();
  const navigation = useNavigation();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const title = fieldOf(answer, "title");
  const content = fieldOf(answer, "content");
  const refused = answer.problem !== null || title.error !== undefined || content.error !== undefined;
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  // The patient found: the message takes the focus; refused: the field that is wrong, or the notice.
  useEffect(() => {
    if (title.error) titleRef.current?.focus();
    else if (content.error || !answer.problem) contentRef.current?.focus();
    else alertRef.current?.focus();
  }, [answer, title.error, content.error, alertRef]);
  function submit(event: FormEvent<HTMLFormElement>) {
    if (sending) event.preventDefault();
  }
  return (
    <>
      <dl className="ws-facts ws-recipient">
        <div>
          <dt>{t("workspace.newThread.recipient")}</dt>
          <dd data-private="">{`${answer.patient.name}, ${t("workspace.ageYears", { age: answer.patient.age })}`}</dd>
        </div>
      </dl>
      <p>
        <a href={professionalHref("newThread", lang)}>{t("workspace.newThread.changePatient")}</a>
      </p>
      <Form method="post" action={professionalHref("newThread", lang)} encType="multipart/form-data" onSubmit={submit} noValidate aria-busy={sending}>
        <IntentFields csrfToken={csrfToken} intent="send" />
        <input type="hidden" name="identityCode" value={answer.patient.identityCode} />
        <TextField ref={titleRef} id="title" name="title" label={t("workspace.newThread.titleLabel")} maxLength={data.limits.title} defaultValue={title.typed} error={title.error} />
        <MessageField ref={contentRef} label={t("workspace.newThread.contentLabel")} rows={8} required maxLength={data.limits.content} defaultValue={content.typed} error={content.error} />
        <AttachmentsField accept={data.accept} chooseAgain={refused} />
        <button type="submit" className="button button--primary">
          {t("workspace.newThread.send")}
        </button>
      </Form>
    </>
  );
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
