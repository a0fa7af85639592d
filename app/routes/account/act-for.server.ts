import { data, redirect, type AppLoadContext } from "react-router";
import { ActForSchema } from "#domain/act-for";
import { isLoginActor, type LoginActor } from "#domain/identification-providers";
import type { BrandId } from "#domain/session-state";
import { BRANDS } from "#app/brands";
import { href } from "#domain/routes/href";
import { type Lang, langOfPath } from "#domain/routes/route-table";
import { readFormBody } from "#app/form.server";
import { requireValidSession, type ValidSession } from "#app/session.server";
import {
  type ActingPerson,
  chooseActingPerson,
  listActingPersons,
} from "#server/modules/account/acting-service";
import { isSessionCsrfToken } from "#server/modules/account/session-service";
import { safeNextPath } from "./login.server";

// "Choose person" after a guardian (actor=child) or mandate (actor=mandate) login: the OIDC
// callback sends the user here with ?actor=&next=. Listing and choosing are in acting-service;
// a refusal goes to the guardian front page with ?error=disallowed, any other failure with
// ?error=unknown (spec part 1 §6, §8). A child who is not our customer yet goes to registration
// with next as its nextPath.

export interface ActForPageData {
  actor: LoginActor;
  persons: ActingPerson[];
  /** Where to go after the choice (same-site path; the front page by default). */
  next: string;
  /** The session's CSRF token, sent back with the choice (React Router actions are not under /api). */
  csrfToken: string;
}

export type ActForError = "disallowed" | "unknown";

function transactionPathWithError(lang: Lang, error: ActForError): string {
  return href("transactionPath", lang, {}, { error });
}

/** The actor of the query; without one, the brand's usual one (children's brand: child). */
function actorOf(value: unknown, brand: BrandId): LoginActor {
  if (isLoginActor(value)) return value;
  return BRANDS[brand].capabilities.guardianChoice ? "child" : "mandate";
}

function personOf(session: ValidSession, request: Request) {
  if (!session.person) throw new Error(`valid session without a person (${new URL(request.url).pathname})`);
  return session.person;
}

export async function loadActForPage(request: Request, context: AppLoadContext): Promise<ActForPageData> {
  const session = requireValidSession(request, context, { beforeChildRegistration: true });
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const actor = actorOf(url.searchParams.get("actor"), context.brand);
  const { db, senders, brand, now } = context.scope;

  let result: Awaited<ReturnType<typeof listActingPersons>>;
  try {
    result = await listActingPersons(db, senders, {
      person: personOf(session, request),
      session,
      actor,
      brand,
      now,
      auditActor: context.scope.actor,
    });
  } catch (error) {
    context.services.logger.error({ err: error, requestId: context.requestId }, "listing the persons to act for failed");
    throw redirect(transactionPathWithError(lang, "unknown"));
  }
  if (result.type === "disallowed") {
    // A guardian of teenagers only, on the way to pay a child's visit (the invoice notification
    // landing): nobody to act for, but the pay-visit page lists the minors' invoices to pay
    // (decision 294), so go on there as oneself.
    const next = safeNextPath(url.searchParams.get("next"), lang);
    if (actor === "child" && next === href("payVisit", lang)) throw redirect(next);
    throw redirect(transactionPathWithError(lang, "disallowed"));
  }
  return {
    actor,
    persons: result.persons,
    next: safeNextPath(url.searchParams.get("next"), lang),
    csrfToken: session.csrfToken,
  };
}

/** The choice: CSRF token checked first (403), then the input, then the registers again. */
export async function submitActFor(request: Request, context: AppLoadContext): Promise<never> {
  const session = requireValidSession(request, context, { beforeChildRegistration: true });
  const lang = langOfPath(new URL(request.url).pathname);
  const form = Object.fromEntries(await readFormBody(request));
  if (!isSessionCsrfToken(session, form.csrfToken)) {
    throw data({ type: "csrfTokenInvalid" }, { status: 403 });
  }
  const parsed = ActForSchema.safeParse(form);
  if (!parsed.success) throw redirect(transactionPathWithError(lang, "unknown"));
  const { actor, person, next } = parsed.data;

  const { db, senders, brand, now } = context.scope;
  let result: Awaited<ReturnType<typeof chooseActingPerson>>;
  try {
    result = await chooseActingPerson(db, senders, {
      session,
      actor,
      brand,
      now,
      choice: person,
      auditActor: context.scope.actor,
    });
  } catch (error) {
    context.services.logger.error({ err: error, requestId: context.requestId }, "choosing the person to act for failed");
    throw redirect(transactionPathWithError(lang, "unknown"));
  }
  if (result.type === "disallowed") throw redirect(transactionPathWithError(lang, "disallowed"));
  const nextPath = safeNextPath(next ?? null, lang);
  // A child without a patient record is registered first (spec part 2 §2), then on to next.
  if (person.kind === "unregisteredChild") throw redirect(href("registration", lang, {}, { nextPath }));
  throw redirect(nextPath);
}
