import { type FormEvent, useEffect, useId } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "#app/ui/field-errors";
import { ErrorSummary, TextField } from "#app/ui/form-fields";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useSchemaErrorSummary, useSchemaForm } from "#app/ui/form/use-schema-form";
import type { NewConversationActionData } from "./new-conversation.server";
import { useAttachments } from "./attachment-picker";
import { attachmentsRefusal, MessageFormEnd } from "./message-form-end";

const inputs = lazyModule(() => import("#domain/messaging-inputs"));

// The new conversation's form (new-conversation.tsx says what it does): imported after the page's
// first load, rendered by the server into the page like the rest of it. Send stays enabled: a try
// with a blank subject or message sends nothing and lists them in the summary (the GOV.UK pattern).

type Field = "subject" | "message";

export function NewConversationForm({ subjectMaxLength }: { subjectMaxLength: number }) {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const navigation = useNavigation();
  const answer = useActionData<NewConversationActionData>();
  const [form, fields] = useSchemaForm(useLazyModule(inputs)?.NewThreadFormSchema ?? null, { id: "new-conversation", lastResult: answer?.result });
  const initial = (name: Field) => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : "";
  };
  const errorSummary = useSchemaErrorSummary(form, answer?.outcome === "ValidationError");
  const { summaryRef, attempted, focusSummary } = errorSummary;
  const attachments = useAttachments();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "send";
  const blocked = sending || attachments.uploading;
  const idOf = (name: Field) => `${id}-${name}`;
  const labels: Record<Field, string> = { subject: t("messaging.new.subject"), message: t("messaging.new.message") };
  const errorOf = (name: Field) => fields[name].errors?.[0];
  const summary = (["subject", "message"] as const).filter((name) => errorOf(name)).map((name) => ({ id: idOf(name), label: labels[name] }));

  // After a refused send the summary is where to read why.
  useEffect(() => {
    if (answer?.outcome === "ValidationError") focusSummary();
  }, [answer, focusSummary]);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (blocked) return event.preventDefault();
    // conform checks the schema (once it is there), marks the fields and stops the post; the
    // summary lists them. Before the schema is there the server answers.
    errorSummary.submit(event);
  }

  const messageError = errorOf("message");
  return (
    <Form method="post" id={form.id} className="new-conversation-form" onSubmit={submit} noValidate aria-busy={sending}>
      <CsrfInput />
      <input type="hidden" name="intent" value="send" />
      <p>{t("messaging.new.recipient")}</p>
      {attempted ? <ErrorSummary ref={summaryRef} fields={summary} /> : null}
      <TextField
        id={idOf("subject")}
        key={fields.subject.key}
        name={fields.subject.name}
        label={labels.subject}
        hint={t("messaging.new.subjectHint", { max: subjectMaxLength })}
        error={errorOf("subject")}
        defaultValue={initial("subject")}
        maxLength={subjectMaxLength}
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
      <MessageFormEnd attachments={attachments} sending={sending} blocked={blocked} failure={answer?.outcome === "sendFailed" ? "messaging.new.failed" : attachmentsRefusal(answer?.result)} />
    </Form>
  );
}
