import { useId } from "react";
import { useIntl } from "react-intl";
import { useT } from "#app/i18n/use-t";
import { REPLY_BUSINESS_DAYS } from "#domain/messaging";
import type { MessageKey } from "#app/i18n/messages";
import { PhoneLink } from "#app/ui/phone-link";
import { SICKNESS_FUND_RULES as RULES, SICKNESS_FUND_SERVICE_HOURS as HOURS } from "./sickness-fund-facts";

// The sickness fund page's texts (spec part 1 §2 and §9): one component per tab, and the
// contact details shown under the tabs. Amounts and percentages are formatted per language.

function useFormatters() {
  const intl = useIntl();
  return {
    euros: (amount: number) => intl.formatNumber(amount, { style: "currency", currency: "EUR", maximumFractionDigits: 0 }),
    percent: (value: number) => intl.formatNumber(value / 100, { style: "percent" }),
  };
}

export function WelcomePanel() {
  const t = useT();
  return (
    <>
      <h2>{t("content.sicknessFund.welcome.heading")}</h2>
      <p>{t("content.sicknessFund.welcome.p1")}</p>
      <p>{t("content.sicknessFund.welcome.p2")}</p>
      <p>{t("content.sicknessFund.welcome.p3")}</p>
    </>
  );
}

export function RulesPanel() {
  const t = useT();
  const { euros, percent } = useFormatters();
  const captionId = useId();
  const rows: { service: MessageKey; deductible: string; reimbursement: string }[] = [
    {
      service: "content.sicknessFund.rules.nurse",
      deductible: t("content.sicknessFund.rules.perVisit", { amount: euros(RULES.nurse.deductibleEuros) }),
      reimbursement: t("content.sicknessFund.rules.rest"),
    },
    {
      service: "content.sicknessFund.rules.generalPractitioner",
      deductible: t("content.sicknessFund.rules.perVisit", { amount: euros(RULES.generalPractitioner.deductibleEuros) }),
      reimbursement: t("content.sicknessFund.rules.generalPractitionerLimit", {
        visits: RULES.generalPractitioner.maxVisitsPerCalendarYear,
      }),
    },
    {
      service: "content.sicknessFund.rules.specialist",
      deductible: t("content.sicknessFund.rules.percentOfPrice", { percent: percent(RULES.specialist.deductiblePercent) }),
      reimbursement: t("content.sicknessFund.rules.specialistLimit", {
        amount: euros(RULES.specialist.maxCompensationEurosPerVisit),
        visits: RULES.specialist.maxVisitsPerYear,
      }),
    },
    {
      service: "content.sicknessFund.rules.procedures",
      deductible: t("content.sicknessFund.rules.aboveMaximum"),
      reimbursement: t("content.sicknessFund.rules.proceduresLimit", {
        amount: euros(RULES.procedures.maxFacilityPartEurosPerVisit),
      }),
    },
    {
      service: "content.sicknessFund.rules.shortPsychotherapy",
      deductible: t("content.sicknessFund.rules.noDeductible", { percent: percent(RULES.shortPsychotherapy.deductiblePercent) }),
      reimbursement: t("content.sicknessFund.rules.shortPsychotherapyLimit", {
        sessions: RULES.shortPsychotherapy.maxSessionsPerTreatmentPeriod,
      }),
    },
    {
      service: "content.sicknessFund.rules.physiotherapy",
      deductible: t("content.sicknessFund.rules.percentOfPrice", { percent: percent(RULES.physiotherapy.deductiblePercent) }),
      reimbursement: t("content.sicknessFund.rules.physiotherapyLimit", { amount: euros(RULES.physiotherapy.maxTotalEurosPerYear) }),
    },
    {
      service: "content.sicknessFund.rules.labsAndImaging",
      deductible: t("content.sicknessFund.rules.percentOfPrice", { percent: percent(RULES.labsAndImaging.deductiblePercent) }),
      reimbursement: t("content.sicknessFund.rules.rest"),
    },
  ];

  return (
    <>
      <h2>{t("content.sicknessFund.rules.heading")}</h2>
      <p>{t("content.sicknessFund.rules.intro")}</p>
      {/* Focusable so that keyboard users can scroll the table sideways on a narrow screen. */}
      <div className="content-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="content-table">
          <caption id={captionId}>{t("content.sicknessFund.rules.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("content.sicknessFund.rules.colService")}</th>
              <th scope="col">{t("content.sicknessFund.rules.colDeductible")}</th>
              <th scope="col">{t("content.sicknessFund.rules.colReimbursement")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.service}>
                <th scope="row">{t(row.service)}</th>
                <td>{row.deductible}</td>
                <td>{row.reimbursement}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t("content.sicknessFund.rules.note")}</p>
    </>
  );
}

const STEPS = [
  "content.sicknessFund.instructions.step1",
  "content.sicknessFund.instructions.step2",
  "content.sicknessFund.instructions.step3",
  "content.sicknessFund.instructions.step4",
  "content.sicknessFund.instructions.step5",
] as const satisfies readonly MessageKey[];

export function InstructionsPanel() {
  const t = useT();
  return (
    <>
      <h2>{t("content.sicknessFund.instructions.heading")}</h2>
      <p>{t("content.sicknessFund.instructions.intro")}</p>
      <ol className="content-steps">
        {STEPS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <p>{t("content.sicknessFund.instructions.limits")}</p>
      <p>{t("content.sicknessFund.instructions.questions")}</p>
    </>
  );
}

export function FaqPanel() {
  const t = useT();
  const { euros, percent } = useFormatters();
  const faq: { question: MessageKey; answer: string }[] = [
    { question: "content.sicknessFund.faq.joinQ", answer: t("content.sicknessFund.faq.joinA") },
    {
      question: "content.sicknessFund.faq.generalPractitionerQ",
      answer: t("content.sicknessFund.faq.generalPractitionerA", {
        amount: euros(RULES.generalPractitioner.deductibleEuros),
        visits: RULES.generalPractitioner.maxVisitsPerCalendarYear,
      }),
    },
    {
      question: "content.sicknessFund.faq.specialistQ",
      answer: t("content.sicknessFund.faq.specialistA", {
        percent: percent(RULES.specialist.deductiblePercent),
        amount: euros(RULES.specialist.maxCompensationEurosPerVisit),
        visits: RULES.specialist.maxVisitsPerYear,
      }),
    },
    {
      question: "content.sicknessFund.faq.psychotherapyQ",
      answer: t("content.sicknessFund.faq.psychotherapyA", {
        percent: percent(RULES.shortPsychotherapy.deductiblePercent),
        sessions: RULES.shortPsychotherapy.maxSessionsPerTreatmentPeriod,
      }),
    },
    {
      question: "content.sicknessFund.faq.physiotherapyQ",
      answer: t("content.sicknessFund.faq.physiotherapyA", {
        percent: percent(RULES.physiotherapy.deductiblePercent),
        amount: euros(RULES.physiotherapy.maxTotalEurosPerYear),
      }),
    },
    {
      question: "content.sicknessFund.faq.proceduresQ",
      answer: t("content.sicknessFund.faq.proceduresA", { amount: euros(RULES.procedures.maxFacilityPartEurosPerVisit) }),
    },
    { question: "content.sicknessFund.faq.kelaQ", answer: t("content.sicknessFund.faq.kelaA") },
    {
      question: "content.sicknessFund.faq.replyQ",
      answer: t("content.sicknessFund.contact.messagesReply", REPLY_BUSINESS_DAYS),
    },
    { question: "content.sicknessFund.faq.callCostQ", answer: t("content.callCharge") },
  ];

  return (
    <>
      <h2>{t("content.sicknessFund.faq.heading")}</h2>
      <div className="content-faq">
        {faq.map(({ question, answer }) => (
          <details key={question}>
            <summary>{t(question)}</summary>
            <p>{answer}</p>
          </details>
        ))}
      </div>
    </>
  );
}

/** Phone, chat and message service of the fund; shown under the tabs, whichever tab is open. */
export function SicknessFundContact({ phone }: { phone: string }) {
  const t = useT();
  return (
    <section className="content-contact">
      <h2>{t("content.sicknessFund.contact.heading")}</h2>
      <dl>
        <dt>{t("content.sicknessFund.contact.phone")}</dt>
        <dd>
          <PhoneLink phone={phone} className="content-contact__phone" />
          <br />
          {t("content.sicknessFund.contact.phoneHours", {
            weekdayOpens: HOURS.phone.weekdays.opens,
            weekdayCloses: HOURS.phone.weekdays.closes,
            weekendOpens: HOURS.phone.weekendsAndHolidays.opens,
            weekendCloses: HOURS.phone.weekendsAndHolidays.closes,
          })}
        </dd>
        <dt>{t("content.sicknessFund.contact.chat")}</dt>
        <dd>
          {t("content.sicknessFund.contact.chatHours", {
            weekdayOpens: HOURS.chat.weekdays.opens,
            weekdayCloses: HOURS.chat.weekdays.closes,
            weekendOpens: HOURS.chat.weekends.opens,
            weekendCloses: HOURS.chat.weekends.closes,
          })}
        </dd>
        <dt>{t("content.sicknessFund.contact.messages")}</dt>
        <dd>{t("content.sicknessFund.contact.messagesReply", REPLY_BUSINESS_DAYS)}</dd>
      </dl>
      <p className="content-small">{t("content.callCharge")}</p>
    </section>
  );
}
