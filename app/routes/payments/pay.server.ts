import type { SubmissionResult } from "@conform-to/react";
import { type AppLoadContext, data, redirect } from "react-router";
import type { ValidationDetail } from "#domain/validation-details";
import { BookingContactSchema } from "#domain/contact-info";
import { NumericIdSchema } from "#domain/numeric-id-inputs";
import { type PaymentProviderButton, type TermsPart, termsParts } from "#domain/payments";
import { href } from "#domain/routes/href";
import { brandOrigin } from "#server/modules/booking/reservation-service";
import { type PaymentInvoice, startPayment } from "#server/modules/payments/payment-service";
import { loadPatientContact, type PatientContact, updatePatientContact } from "#server/modules/profile/contact-service";
import { parseForm, readForm } from "#app/form.server";
import { langOfPath } from "#domain/routes/route-table";
import { requireValidSession } from "#app/session.server";
import { payerScopeOf } from "./payer-scope.server";

export type PayPageData =
  | { state: "ready"; invoice: PaymentInvoice; terms: TermsPart[]; providers: PaymentProviderButton[] }
  | { state: "notFound" }
  | { state: "notPayable"; invoice: PaymentInvoice }
  | { state: "emailRequired"; invoice: PaymentInvoice; contact: PatientContact | null }
  | { state: "unavailable"; invoice: PaymentInvoice };

/**
 * Pay page /{lang}/{maksa|betala|pay}/{id} (spec part 2 §2 "Payments", §4 "Invoice page load", §5):
 * one of the acting patient's invoices that can be paid online now, with a payment created at the
 * provider on each load (its terms and methods). Another patient's id, or a malformed one, is the
 * not-found text with HTTP 404. Without a valid e-mail address the contact edit comes first.
 */
export async function loadPayPage(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const session = requireValidSession(request, context);
  const lang = langOfPath(new URL(request.url).pathname);
  const id = NumericIdSchema.safeParse(idParam);
  const notFound = data<PayPageData>({ state: "notFound" }, { status: 404 });
  if (!id.success || session.actingPatientId === null) return notFound;
  const { services } = context;
  const { db, now, actor, brand, senders } = context.scope;
  const result = await startPayment(
    db,
    senders.payments,
    {
      ...(await payerScopeOf(context, session, session.actingPatientId)),
      invoice: { id: id.data },
      lang,
      origin: brandOrigin(services.config, brand),
      now,
      actor,
    },
    services.logger,
  );
  switch (result.type) {
    case "success":
      return data<PayPageData>({ state: "ready", invoice: result.invoice, terms: termsParts(result.terms), providers: result.providers });
    case "notFound":
    case "invoiceSumNotValid":
      return notFound;
    case "notPayable":
      return data<PayPageData>({ state: "notPayable", invoice: result.invoice });
    case "unavailable":
      return data<PayPageData>({ state: "unavailable", invoice: result.invoice }, { status: 503 });
    case "emailRequired": {
      const contact = await loadPatientContact(db, { patientId: session.actingPatientId, actor });
      return data<PayPageData>({
        state: "emailRequired",
        invoice: result.invoice,
        contact,
      });
    }
  }
}

/** The contact edit's answer: the submission (errors and what was typed) and whether saving failed. */
export interface PayActionData {
  result: SubmissionResult<ValidationDetail[]>;
  failed: boolean;
}

/**
 * The contact edit of the e-mail-required notice (intent "saveContact", the reservation page's
 * contact fields, decision 157): saved, the page loads again and creates the payment.
 */
export async function payPageAction(request: Request, context: AppLoadContext, idParam: string | undefined) {
  const session = requireValidSession(request, context);
  const url = new URL(request.url);
  const form = await readForm(request, session);
  if (form.get("intent") !== "saveContact" || session.actingPatientId === null) throw data({ type: "badRequest" }, { status: 400 });
  const submission = parseForm(form, BookingContactSchema);
  if (submission.status !== "success") return data<PayActionData>({ result: submission.reply(), failed: false }, { status: 400 });
  const saved = await updatePatientContact(context.scope.db, {
    patientId: session.actingPatientId,
    contact: submission.value,
    now: context.scope.now,
    actor: context.scope.actor,
  });
  if (saved.type !== "success") return data<PayActionData>({ result: submission.reply(), failed: true }, { status: 409 });
  throw redirect(href("invoicePayment", langOfPath(url.pathname), { invoiceId: idParam ?? "" }));
}
