import { type FormEvent, useId, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "#app/ui/field-errors";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useSchemaForm } from "#app/ui/form/use-schema-form";
import { useAttachments } from "./attachment-picker";
import { attachmentsRefusal, MessageFormEnd } from "./message-form-end";
import type { ReplyActionData } from "./conversation.server";

const inputs = lazyModule(() => import("#domain/messaging-inputs"));

// The reply of a conversation (spec part 2 §5 "Existing thread", §8): a post to the page's action
// (intent reply) checked with ReplySchema on both sides: text or at least one uploaded attachment.
// Send stays enabled but while a send or an upload runs; a try without either sends nothing and
// the field says why (the GOV.UK pattern); without JavaScript (text only) the action answers the
// same check. A failed send says "Failed to send
// the message." and keeps the text and the attachments.

/** `onSending`: the reply passed the form's own check and is being sent. */
export function ReplyForm({ threadId, onSending }: { threadId: number; onSending: () => void }) {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const navigation = useNavigation();
  const answer = useActionData<ReplyActionData>();
  const [form, fields] = useSchemaForm(useLazyModule(inputs)?.ReplySchema ?? null, { id: `reply-${threadId}`, lastResult: answer?.result });
  const typed = fields.message.initialValue;
  const attachments = useAttachments();
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "reply";
  const blocked = sending || attachments.uploading;
  const error = fields.message.errors?.[0];
  const failed = answer && answer.outcome !== "ValidationError";

  const messageRef = useRef<HTMLTextAreaElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (blocked) return event.preventDefault();
    form.onSubmit(event);
    // Refused by the schema: the field says why.
    if (event.defaultPrevented) messageRef.current?.focus();
    else onSending();
  }

  const inputId = `${id}-message`;
  return (
    <Form method="post" id={form.id} className="reply-form" onSubmit={submit} noValidate aria-busy={sending}>
      <CsrfInput />
      <input type="hidden" name="intent" value="reply" />
      <div className="form-field">
        <label htmlFor={inputId} className="form-field__label">
          {t("messaging.reply.label")}
        </label>
        <textarea
          id={inputId}
          key={fields.message.key}
          ref={messageRef}
          name={fields.message.name}
          className={error ? "form-field__input form-field__input--invalid" : "form-field__input"}
          rows={5}
          defaultValue={typeof typed === "string" ? typed : ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          data-private=""
        />
        {error ? (
          <p id={`${inputId}-error`} className="field-error">
            {errorText(error)}
          </p>
        ) : null}
      </div>
      <MessageFormEnd
        attachments={attachments}
        sending={sending}
        blocked={blocked}
        failure={failed ? (answer.outcome === "threadClosed" ? "messaging.thread.closed" : "messaging.reply.failed") : attachmentsRefusal(answer?.result)}
      />
    </Form>
  );
}
