import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Form, isRouteErrorResponse, useActionData, useNavigation } from "react-router";
import type { MessagingAnnouncement } from "#server/modules/messaging/announcement-service";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "#app/ui/field-errors";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useSchemaForm } from "#app/ui/form/use-schema-form";
import { Link } from "#app/ui/link";
import { Markdown } from "#app/ui/markdown";
import { RootErrorView } from "#app/ui/root-error-view";
import { Spinner } from "#app/ui/spinner";
import { useHydrated } from "#app/ui/use-hydrated";
import type { Route } from "./+types/new-conversation";
import { type NewConversationActionData, loadNewConversationPage, submitNewConversation } from "./new-conversation.server";
import { AttachmentPicker, useAttachments } from "./attachment-picker";
import messagingStyles from "./messaging.css?url";

const inputs = lazyModule(() => import("#domain/messaging-inputs"));

// New conversation /{lang}/{viestit/uusi|meddelanden/ny|messages/new} (spec part 2 §2, §5 "New
// thread", §8): subject (at most 70 characters), message and attachments (attachment-picker.tsx),
// to the care team. Send is disabled while either text is blank after trimming, an attachment is
// still uploading, or while sending, once the page is alive; without
// JavaScript the action answers the same check. Sent: the new conversation's page. Otherwise the
// errors next to the fields and in the summary, or "Sending the message failed. Try again.",
// keeping what was typed. Above the form the active announcement (heading, Markdown description
// rendered safely, its type's style). Blank without the messaging flag or a messaging user; the
// maintenance page while messaging is switched off.

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "messaging.new.title");

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: messagingStyles }];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadNewConversationPage(request, context);
}

export function action({ request, context }: Route.ActionArgs) {
  return submitNewConversation(request, context);
}

export default function NewConversation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="page-section new-conversation-page">
      <p>
        <Link page="messages">{t("messaging.backToList")}</Link>
      </p>
      <h1>{t("messaging.new.title")}</h1>
      {loaderData.state === "maintenance" ? (
        <p className="notice notice--warning" role="note">
          {t("messaging.maintenance")}
        </p>
      ) : null}
      {loaderData.state === "form" ? (
        <>
          {loaderData.announcement ? <AnnouncementBanner {...loaderData.announcement} /> : null}
          <NewConversationForm subjectMaxLength={loaderData.subjectMaxLength} />
        </>
      ) : null}
    </section>
  );
}

/** The care organisation's announcement: its heading and Markdown description, styled by its type. */
function AnnouncementBanner({ heading, description, type }: MessagingAnnouncement) {
  const id = useId();
  const style = { info: "notice--info", notification: "notice--notification", warning: "notice--warning", success: "notice--success" }[type];
  return (
    <section className={`notice ${style} announcement`} aria-labelledby={`${id}-heading`} data-type={type}>
      <h2 id={`${id}-heading`} className="notice__title announcement__heading">
        {heading}
      </h2>
      <Markdown source={description} />
    </section>
  );
}

type Field = "subject" | "message";

function NewConversationForm({ subjectMaxLength }: { subjectMaxLength: number }) {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const answer = useActionData<NewConversationActionData>();
  const [form, fields] = useSchemaForm(useLazyModule(inputs)?.NewThreadFormSchema ?? null, { id: "new-conversation", lastResult: answer?.result });
  const initial = (name: Field) => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : "";
  };
  const [typed, setTyped] = useState<Record<Field, string>>({ subject: initial("subject"), message: initial("message") });
  const attachments = useAttachments();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  const blocked = sending || attachments.uploading || (hydrated && (typed.subject.trim() === "" || typed.message.trim() === ""));
  const summaryRef = useRef<HTMLDivElement>(null);
  const idOf = (name: Field) => `${id}-${name}`;
  const labels: Record<Field, string> = { subject: t("messaging.new.subject"), message: t("messaging.new.message") };
  const errorOf = (name: Field) => fields[name].errors?.[0];
  const summary = (["subject", "message"] as const).filter((name) => errorOf(name)).map((name) => ({ id: idOf(name), label: labels[name] }));

  // After a refused send the summary is where to read why.
  useEffect(() => {
    if (answer?.outcome === "ValidationError") summaryRef.current?.focus();
  }, [answer]);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (blocked) return event.preventDefault();
    form.onSubmit(event);
  }

  const messageError = errorOf("message");
  return (
    <Form method="post" id={form.id} className="new-conversation-form" onSubmit={submit} noValidate aria-busy={sending}>
      <CsrfInput />
      <input type="hidden" name="intent" value="send" />
      <p>{t("messaging.new.recipient")}</p>
      {answer?.outcome === "ValidationError" ? <ErrorSummary ref={summaryRef} fields={summary} /> : null}
      <TextField
        id={idOf("subject")}
        key={fields.subject.key}
        name={fields.subject.name}
        label={labels.subject}
        hint={t("messaging.new.subjectHint", { max: subjectMaxLength })}
        error={errorOf("subject")}
        defaultValue={initial("subject")}
        maxLength={subjectMaxLength}
        onChange={(event) => setTyped((current) => ({ ...current, subject: event.target.value }))}
        isPrivate
      />
      <div className="form-field">
        <label htmlFor={idOf("message")} className="form-field__label">
          {labels.message}
        </label>
        <textarea
          id={idOf("message")}
          key={fields.message.key}
          name={fields.message.name}
          className={messageError ? "form-field__input form-field__input--invalid" : "form-field__input"}
          rows={8}
          defaultValue={initial("message")}
          onChange={(event) => setTyped((current) => ({ ...current, message: event.target.value }))}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${idOf("message")}-error` : undefined}
          data-private=""
        />
        {messageError ? (
          <p id={`${idOf("message")}-error`} className="field-error">
            {errorText(messageError)}
          </p>
        ) : null}
      </div>
      {hydrated ? <AttachmentPicker state={attachments} disabled={sending} /> : null}
      {answer?.outcome === "sendFailed" ? (
        <p role="alert" className="notice notice--error">
          {t("messaging.new.failed")}
        </p>
      ) : null}
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={blocked} aria-busy={sending}>
          {t("messaging.send")}
        </button>
        {sending ? <Spinner label={t("messaging.sending")} /> : null}
      </p>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
