import { type FormEvent, useEffect, useMemo, useRef } from "react";
import { Form, isRouteErrorResponse, useActionData, useNavigation } from "react-router";
import { formatShortDate } from "#domain/date-display";
import type { AnswerValue, Question, QuestionnaireAnswers, QuestionnaireSection } from "#domain/questionnaire";
import type { ValidationDetail } from "#domain/validation-details";
import { pageTitle } from "#app/i18n/meta";
import { useT } from "#app/i18n/use-t";
import { useErrorText } from "#app/ui/field-errors";
import { ErrorSummary } from "#app/ui/form-fields";
import { CsrfInput } from "#app/ui/form/csrf-input";
import { lazyModule, useLazyModule } from "#app/ui/lazy-module";
import { useSchemaForm } from "#app/ui/form/use-schema-form";
import { Link } from "#app/ui/link";
import { RootErrorView } from "#app/ui/root-error-view";
import { Spinner } from "#app/ui/spinner";
import { useLanguage } from "#app/ui/use-language";
import type { Route } from "./+types/questionnaire";
import { loadQuestionnairePage, type QuestionnaireActionData, type QuestionnaireView, submitQuestionnaireAnswers } from "./questionnaire.server";
import styles from "#app/ui/health-records.css?url";
import { stylesheet } from "#app/ui/stylesheet";

// A questionnaire /{lang}/{kyselyt|rundfraga|questionnaires}/{invitation id} (spec part 2 §2, §4
// "Questionnaire", §8): statuses maintenance-mode, not-found ("Questionnaire was not found.") and
// ok, always with the way back to the list. The form is rendered from the stored definition:
// sections, single and multiple choice, free text, number, scale and date questions, required ones
// marked. Answering posts to this page's action (the same service as AnswerQuestionnaire); saved,
// the page shows the answers read-only with the saved notice; a failure shows the error notice and
// keeps what was typed. Works without JavaScript (decision 203).

export const meta: Route.MetaFunction = ({ matches }) => pageTitle(matches, "questionnaires.list.title");

export const links: Route.LinksFunction = () => [stylesheet(styles)];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadQuestionnairePage(request, context, params.invitationId);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return submitQuestionnaireAnswers(request, context, params.invitationId);
}

export default function QuestionnairePage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <section className="page-section questionnaire-page">
      <p>
        <Link page="questionnaires">{t("questionnaire.backToList")}</Link>
      </p>
      {loaderData.status === "maintenance-mode" ? (
        <>
          <h1>{t("questionnaires.list.title")}</h1>
          <div className="record-notice" role="status">
            <p>{t("questionnaires.maintenance")}</p>
          </div>
        </>
      ) : loaderData.status === "not-found" ? (
        <>
          <h1>{t("questionnaires.list.title")}</h1>
          <p className="record-notice">{t("questionnaire.notFound")}</p>
        </>
      ) : (
        <Questionnaire questionnaire={loaderData.questionnaire} />
      )}
    </section>
  );
}

function Questionnaire({ questionnaire }: { questionnaire: QuestionnaireView }) {
  const t = useT();
  const lang = useLanguage();
  const answer = useActionData<QuestionnaireActionData>();
  return (
    <>
      <h1 data-private="">{questionnaire.title}</h1>
      {questionnaire.answers && questionnaire.answeredAt ? (
        <>
          {answer?.outcome === "saved" ? <SavedNotice /> : null}
          <p>
            <time dateTime={questionnaire.answeredAt}>{t("questionnaire.answeredAt", { date: formatShortDate(new Date(questionnaire.answeredAt), lang) })}</time>
          </p>
          <p>{t("questionnaire.readOnly")}</p>
          <Answers sections={questionnaire.sections} answers={questionnaire.answers} />
        </>
      ) : (
        <QuestionnaireForm sections={questionnaire.sections} answer={answer ?? null} />
      )}
    </>
  );
}

function SavedNotice() {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  return (
    <div ref={box} tabIndex={-1} role="status" className="record-success">
      <p>
        <strong>{t("questionnaire.saved")}</strong>
      </p>
    </div>
  );
}

/** An answer as text in the page's language. */
function useAnswerText(): (question: Question, value: AnswerValue | undefined) => string {
  const t = useT();
  const lang = useLanguage();
  return (question, value) => {
    if (value === undefined || (Array.isArray(value) && value.length === 0) || value === "") return t("questionnaire.notAnswered");
    switch (question.type) {
      case "choice":
      case "multipleChoice": {
        const values = Array.isArray(value) ? value : [String(value)];
        return values.map((item) => question.options.find((option) => option.value === item)?.label ?? item).join(", ");
      }
      case "date":
        return typeof value === "string" ? formatShortDate(value, lang) : String(value);
      case "scale":
        return t("questionnaire.scaleValue", { value: String(value), min: String(question.min), max: String(question.max) });
      default:
        return String(value);
    }
  };
}

function Answers({ sections, answers }: { sections: QuestionnaireSection[]; answers: QuestionnaireAnswers }) {
  const text = useAnswerText();
  return (
    <div data-private="">
      {sections.map((section) => (
        <section key={section.id} className="questionnaire-answers">
          {section.title ? <h2>{section.title}</h2> : null}
          <dl>
            {section.questions.map((question) => (
              <div key={question.id}>
                <dt>{question.label}</dt>
                <dd>{text(question, answers[question.id])}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

const questionnaireInputs = lazyModule(() => import("#domain/questionnaire"));

const fieldName = (question: Question) => `answers.${question.id}`;
const fieldId = (question: Question) => `question-${question.id}`;

function QuestionnaireForm({ sections, answer }: { sections: QuestionnaireSection[]; answer: QuestionnaireActionData | null }) {
  const t = useT();
  const navigation = useNavigation();
  const questionnaire = useLazyModule(questionnaireInputs);
  const schema = useMemo(() => questionnaire?.questionnaireFormSchema(sections) ?? null, [questionnaire, sections]);
  const lastResult = answer && answer.outcome !== "saved" ? answer.result : null;
  const [form] = useSchemaForm(schema, { id: "questionnaire", lastResult });
  const sending = navigation.state !== "idle" && navigation.formData?.get("intent") === "answer";
  const summaryRef = useRef<HTMLDivElement>(null);
  const initial = ((lastResult?.initialValue as { answers?: Record<string, unknown> } | undefined)?.answers ?? {}) as Record<string, unknown>;

  const errorOf = (question: Question): ValidationDetail | undefined =>
    Object.entries(form.allErrors).find(([name]) => name === fieldName(question) || name.startsWith(`${fieldName(question)}[`))?.[1]?.[0];
  const questions = sections.flatMap((section) => section.questions);
  const summary = questions.filter((question) => errorOf(question)).map((question) => ({ id: fieldId(question), label: question.label }));

  useEffect(() => {
    if (answer?.outcome === "ValidationError") summaryRef.current?.focus();
  }, [answer]);

  function submit(event: FormEvent<HTMLFormElement>) {
    if (sending) return event.preventDefault();
    form.onSubmit(event);
  }

  return (
    <Form method="post" id={form.id} onSubmit={submit} noValidate aria-busy={sending} className="questionnaire-form">
      <CsrfInput />
      <input type="hidden" name="intent" value="answer" />
      <p>{t("questionnaire.intro")}</p>
      {summary.length > 0 ? <ErrorSummary ref={summaryRef} fields={summary} /> : null}
      {sections.map((section) =>
        section.title ? (
          <fieldset key={section.id} className="questionnaire-section">
            <legend>{section.title}</legend>
            {section.questions.map((question) => (
              <QuestionField key={question.id} question={question} error={errorOf(question)} initial={initial[question.id]} />
            ))}
          </fieldset>
        ) : (
          <div key={section.id} className="questionnaire-section">
            {section.questions.map((question) => (
              <QuestionField key={question.id} question={question} error={errorOf(question)} initial={initial[question.id]} />
            ))}
          </div>
        ),
      )}
      {answer?.outcome === "failed" ? (
        <p role="alert" className="notice notice--error">
          {t("questionnaire.failed")}
        </p>
      ) : null}
      <p className="actions">
        <button type="submit" className="button button--primary" disabled={sending} aria-busy={sending}>
          {t("questionnaire.submit")}
        </button>
        {sending ? <Spinner label={t("questionnaire.sending")} /> : null}
      </p>
    </Form>
  );
}

function Label({ question }: { question: Question }) {
  const t = useT();
  return (
    <>
      {question.label}
      {question.required ? (
        <>
          <span aria-hidden="true"> *</span>
          <span className="visually-hidden"> ({t("questionnaire.required")})</span>
        </>
      ) : null}
    </>
  );
}

function QuestionField({ question, error, initial }: { question: Question; error: ValidationDetail | undefined; initial: unknown }) {
  const errorText = useErrorText();
  const id = fieldId(question);
  const name = fieldName(question);
  const hintId = question.hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const hint = question.hint ? (
    <p id={`${id}-hint`} className="form-field__hint">
      {question.hint}
    </p>
  ) : null;
  const errorLine = error ? (
    <p id={`${id}-error`} className="field-error">
      {errorText(error)}
    </p>
  ) : null;
  const initialText = typeof initial === "string" || typeof initial === "number" ? String(initial) : "";
  const initialList = Array.isArray(initial) ? initial.map(String) : initial === undefined ? [] : [String(initial)];
  const inputClass = error ? "form-field__input form-field__input--invalid" : "form-field__input";

  if (question.type === "choice" || question.type === "multipleChoice" || question.type === "scale") {
    const options =
      question.type === "scale"
        ? Array.from({ length: question.max - question.min + 1 }, (_, index) => {
            const value = String(question.min + index);
            return { value, label: value };
          })
        : question.options;
    const scaleEnds = question.type === "scale" && (question.minLabel || question.maxLabel) ? `${question.min} = ${question.minLabel ?? ""}, ${question.max} = ${question.maxLabel ?? ""}` : null;
    return (
      <fieldset
        id={id}
        tabIndex={-1}
        className="choice-group"
        aria-describedby={[scaleEnds ? `${id}-ends` : null, describedBy].filter(Boolean).join(" ") || undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend>
          <Label question={question} />
        </legend>
        {hint}
        {scaleEnds ? (
          <p id={`${id}-ends`} className="form-field__hint">
            {scaleEnds}
          </p>
        ) : null}
        <div className={question.type === "scale" ? "choice-group--inline" : undefined}>
          {options.map((option) => (
            <label key={option.value} className="choice-group__option">
              <input
                type={question.type === "multipleChoice" ? "checkbox" : "radio"}
                name={name}
                value={option.value}
                defaultChecked={initialList.includes(option.value)}
                required={question.required && question.type !== "multipleChoice" ? true : undefined}
              />
              {option.label}
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    );
  }

  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        <Label question={question} />
      </label>
      {hint}
      {question.type === "text" ? (
        <textarea
          id={id}
          name={name}
          rows={4}
          maxLength={question.maxLength}
          defaultValue={initialText}
          className={inputClass}
          required={question.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={question.type === "date" ? "date" : "number"}
          inputMode={question.type === "number" ? (question.integer ? "numeric" : "decimal") : undefined}
          step={question.type === "number" ? (question.integer ? 1 : "any") : undefined}
          min={question.type === "number" ? question.min : undefined}
          max={question.type === "number" ? question.max : undefined}
          defaultValue={initialText}
          className={inputClass}
          required={question.required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
      {errorLine}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RootErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
