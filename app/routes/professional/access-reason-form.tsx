import { type FormEvent, useEffect, useRef } from "react";
import { Form, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import { professionalHref } from "#domain/routes/professional-route-table";
import type { SubmissionResult } from "@conform-to/react";
import type { ValidationDetail } from "#domain/validation-details";
import { useT } from "#app/i18n/use-t";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useSchemaForm } from "#app/ui/form/use-schema-form";
import type { WorkspaceViewer } from "./workspace.server";
import { useWorkspaceLang } from "./use-workspace-lang";
import { TextAreaField } from "./form-parts";

const inputs = lazyModule(() => import("#domain/professional-inbox"));

// "Break the glass" (decisions 330, 376): the reason a professional states to open a conversation
// or a patient's records outside their care relationships. The form posts to its page's action
// (intent openWithReason), checked with AccessReasonSchema on both sides; without JavaScript the
// action answers the same check and keeps what was typed.

/** Where the reason opens something: a conversation, or a patient's records. */
type AccessTexts = "workspace.access" | "workspace.records.access";

/** The whole page: what opens and for how long, then the form. It shows nothing of the patient. */
export function AccessReasonPage({ texts, reasonMaxLength, validHours }: { texts: AccessTexts; reasonMaxLength: number; validHours: number }) {
  const t = useT();
  const lang = useWorkspaceLang();
  return (
    <section className="workspace-access">
      <p>
        <a href={professionalHref("inbox", lang)}>{t("workspace.backToInbox")}</a>
      </p>
      <h1>{t(`${texts}.heading`)}</h1>
      <p>{t(`${texts}.intro`)}</p>
      <p>{t(`${texts}.logged`, { hours: validHours })}</p>
      <AccessReasonForm reasonMaxLength={reasonMaxLength} hint={t(`${texts}.reasonHint`, { max: reasonMaxLength })} submitLabel={t(`${texts}.submit`)} />
    </section>
  );
}

function AccessReasonForm({ reasonMaxLength, hint, submitLabel }: { reasonMaxLength: number; hint: string; submitLabel: string }) {
  const t = useT();
  const viewer = useRouteLoaderData<{ viewer: WorkspaceViewer | null }>("workspace")?.viewer;
  const navigation = useNavigation();
  const answer = useActionData<{ result: SubmissionResult<ValidationDetail[]> }>();
  const [form, fields] = useSchemaForm(useLazyModule(inputs)?.AccessReasonSchema ?? null, { id: "access-reason", lastResult: answer?.result });
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "openWithReason";
  const typed = fields.reason.initialValue;

  // One field: after a refused try its error is read where the focus goes, next to it.
  useEffect(() => {
    if (answer) reasonRef.current?.focus();
  }, [answer]);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (sending) return event.preventDefault();
    form.onSubmit(event);
    if (event.defaultPrevented) reasonRef.current?.focus();
  }

  return (
    // A document post: what it opens then loads as a page of its own, with the reason's grant in force.
    <Form method="post" id={form.id} className="workspace-access__form" onSubmit={submit} noValidate aria-busy={sending} reloadDocument>
      {viewer ? <input type="hidden" name="csrfToken" value={viewer.csrfToken} /> : null}
      <input type="hidden" name="intent" value="openWithReason" />
      <TextAreaField
        id="access-reason-text"
        ref={reasonRef}
        key={fields.reason.key}
        name={fields.reason.name}
        label={t("workspace.access.reasonLabel")}
        hint={hint}
        error={fields.reason.errors?.[0]}
        rows={4}
        maxLength={reasonMaxLength}
        defaultValue={typeof typed === "string" ? typed : ""}
      />
      <p className="actions">
        <button type="submit" className="button button--primary">
          {submitLabel}
        </button>
      </p>
    </Form>
  );
}
