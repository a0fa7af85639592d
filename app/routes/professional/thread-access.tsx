import { type FormEvent, useEffect, useRef } from "react";
import { Form, useActionData, useNavigation, useRouteLoaderData } from "react-router";
import { professionalHref } from "#domain/routes/professional-route-table";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "#app/ui/field-errors";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useSchemaForm } from "#app/ui/form/use-schema-form";
import { langOfPath } from "#app/root-data.server";
import { useWorkspaceLang } from "./use-workspace-lang";
import type { Route } from "./+types/thread-access";
import { loadThreadAccessPage, submitThreadAccessAction, type ThreadAccessActionData } from "./thread-access.server";
import type { WorkspaceViewer } from "./workspace.server";
import { workspaceTitle } from "./meta";
import { WorkspaceErrorBoundary } from "./workspace-error";

const inputs = lazyModule(() => import("#domain/professional-inbox"));

// "Break the glass" (decision 330): a conversation outside the professional's care relationships
// opens only after they state why. The form posts to this page's action (intent openWithReason),
// checked with AccessReasonSchema on both sides; without JavaScript the action answers the same
// check and keeps what was typed.

export const meta: Route.MetaFunction = ({ matches }) => workspaceTitle(matches, "workspace.access.heading");

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadThreadAccessPage(request, context, langOfPath(new URL(request.url).pathname), params.threadId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitThreadAccessAction(request, context, langOfPath(new URL(request.url).pathname), params.threadId);
}

export default function ThreadAccess({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useWorkspaceLang();
  const errorText = useErrorText();
  const viewer = useRouteLoaderData<{ viewer: WorkspaceViewer | null }>("workspace")?.viewer;
  const navigation = useNavigation();
  const answer = useActionData<ThreadAccessActionData>();
  const [form, fields] = useSchemaForm(useLazyModule(inputs)?.AccessReasonSchema ?? null, { id: "access-reason", lastResult: answer?.result });
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "openWithReason";
  const error = fields.reason.errors?.[0];
  const typed = fields.reason.initialValue;
  const inputId = "access-reason-text";

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
    <section className="workspace-access">
      <p>
        <a href={professionalHref("inbox", lang)}>{t("workspace.backToInbox")}</a>
      </p>
      <h1>{t("workspace.access.heading")}</h1>
      <p>{t("workspace.access.intro")}</p>
      <p>{t("workspace.access.logged", { hours: loaderData.validHours })}</p>
      {/* A document post: the conversation then opens as a page of its own, with the reason's grant in force. */}
      <Form method="post" id={form.id} className="workspace-access__form" onSubmit={submit} noValidate aria-busy={sending} reloadDocument>
        {viewer ? <input type="hidden" name="csrfToken" value={viewer.csrfToken} /> : null}
        <input type="hidden" name="intent" value="openWithReason" />
        <div className="form-field">
          <label htmlFor={inputId} className="form-field__label">
            {t("workspace.access.reasonLabel")}
          </label>
          <p id={`${inputId}-hint`} className="form-field__hint">
            {t("workspace.access.reasonHint", { max: loaderData.reasonMaxLength })}
          </p>
          <textarea
            id={inputId}
            ref={reasonRef}
            key={fields.reason.key}
            name={fields.reason.name}
            className={error ? "form-field__input form-field__input--invalid" : "form-field__input"}
            rows={4}
            maxLength={loaderData.reasonMaxLength}
            defaultValue={typeof typed === "string" ? typed : ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
          />
          {error ? (
            <p id={`${inputId}-error`} className="field-error">
              {errorText(error)}
            </p>
          ) : null}
        </div>
        <p className="actions">
          <button type="submit" className="button button--primary">
            {t("workspace.access.submit")}
          </button>
        </p>
      </Form>
    </section>
  );
}

/** A failed page inside the workspace's frame: "not found" for 404 and 403, else the app's error view. */
export function ErrorBoundary() {
  return <WorkspaceErrorBoundary />;
}
