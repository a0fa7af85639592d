import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gte, isNull, lte, or } from "drizzle-orm";
import type { DirectCompensationPermit } from "#domain/insurers";
import type { Language } from "#domain/enums";
import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { directCompensationPermits, insurancePolicies, patients } from "#server/db/schema";
import type { ApplyPermitRequest, InsuredCustomer, InsurerGateway } from "./insurers";

// The default insurers: If, LähiTapiola, Pohjola (OP) and the others as the demo data knows them.
// Policies and permits are rows of `insurance_policies` and `direct_compensation_permits`, read
// by the customer's identity code as an insurer would. LähiTapiola's permit application is a page
// of its own (demo-insurer-pages.ts): the portal sends the browser there with a one-time
// application id (never the identity code in a URL), the customer allows, denies or cancels, and
// the page sends them back with `referrer=lahitapiola&status=...`. An allowed application creates
// a permit, as the insurer would in its own system.

/** Where the demo insurer's pages answer (under the API router, outside production only). */
export const DEMO_INSURER_PAGES_PATH = "/api/dev/insurers";
/** An application must be decided within this time. */
export const APPLICATION_LIFETIME_MS = 15 * 60_000;
/** A permit the demo insurer grants is valid this many days. */
export const GRANTED_PERMIT_DAYS = 90;

export interface PermitApplication {
  customer: InsuredCustomer;
  returnPath: string;
  lang: Language;
  expiresAt: number;
}

export type ApplicationDecision = "allow" | "deny" | "cancel" | "error";
export type ApplicationOutcome = "directcompensationallowed" | "directcompensationdenied" | "cancel" | "error";

export interface DemoInsurers extends InsurerGateway {
  /** The pending application of an id (for its page); null when unknown or expired. */
  findApplication(id: string): PermitApplication | null;
  /** Decides an application once; returns where to send the browser, or null for an unknown or used id. */
  decideApplication(id: string, decision: ApplicationDecision): Promise<{ returnPath: string; status: ApplicationOutcome } | null>;
}

function addDays(day: CalendarDate, days: number): CalendarDate {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function createDemoInsurers(db: DatabaseOrTransaction, { now }: { now: () => Date }): DemoInsurers {
  // One process is enough for a development imitation (like the test identity provider's store).
  const applications = new Map<string, PermitApplication>();

  const patientIdOf = async (customer: InsuredCustomer): Promise<number | null> => {
    const [row] = await db.select({ id: patients.id }).from(patients).where(eq(patients.identityCode, customer.identityCode)).limit(1);
    return row?.id ?? null;
  };

  const hasPolicy = async (customer: InsuredCustomer, insurer: "LAHITAPIOLA" | "OP", on: CalendarDate, healthOnly: boolean) => {
    const patientId = await patientIdOf(customer);
    if (patientId === null) return false;
    const [row] = await db
      .select({ id: insurancePolicies.id })
      .from(insurancePolicies)
      .where(
        and(
          eq(insurancePolicies.patientId, patientId),
          eq(insurancePolicies.insurer, insurer),
          healthOnly ? eq(insurancePolicies.insuranceType, "Health") : undefined,
          lte(insurancePolicies.validFrom, on),
          or(isNull(insurancePolicies.validUntil), gte(insurancePolicies.validUntil, on)),
        ),
      )
      .limit(1);
    return row !== undefined;
  };

  const pruneExpired = () => {
    const time = now().getTime();
    for (const [id, application] of applications) if (application.expiresAt <= time) applications.delete(id);
  };

  return {
    async lahiTapiolaPolicyCheck(customer, on) {
      return { hasHealthcarePolicy: await hasPolicy(customer, "LAHITAPIOLA", on, true) };
    },

    async lahiTapiolaPermits(customer, { on }): Promise<DirectCompensationPermit[]> {
      const patientId = await patientIdOf(customer);
      if (patientId === null) return [];
      // The demo insurer writes its permits in Finnish only, whatever the language asked.
      return db
        .select({
          symptom: directCompensationPermits.symptom,
          bodyPart: directCompensationPermits.bodyPart,
          validTo: directCompensationPermits.validTo,
          contentHash: directCompensationPermits.contentHash,
        })
        .from(directCompensationPermits)
        .where(
          and(
            eq(directCompensationPermits.patientId, patientId),
            eq(directCompensationPermits.insurer, "LAHITAPIOLA"),
            gte(directCompensationPermits.validTo, on),
          ),
        )
        .orderBy(desc(directCompensationPermits.validTo), desc(directCompensationPermits.id));
    },

    async lahiTapiolaApplyPermitUrl(customer, request: ApplyPermitRequest) {
      pruneExpired();
      const id = randomBytes(18).toString("base64url");
      applications.set(id, { customer, returnPath: request.returnPath, lang: request.lang, expiresAt: now().getTime() + APPLICATION_LIFETIME_MS });
      const query = new URLSearchParams({ application: id, lang: request.lang, channel: request.channel });
      return `${DEMO_INSURER_PAGES_PATH}/lahitapiola/apply-permit?${query.toString()}`;
    },

    async pohjolaCheck(customer, on) {
      return { hasInsurance: await hasPolicy(customer, "OP", on, false) };
    },

    findApplication(id) {
      pruneExpired();
      return applications.get(id) ?? null;
    },

    async decideApplication(id, decision) {
      pruneExpired();
      const application = applications.get(id);
      if (!application) return null;
      applications.delete(id);
      const { returnPath } = application;
      if (decision === "cancel") return { returnPath, status: "cancel" };
      if (decision === "error") return { returnPath, status: "error" };
      const today = helsinkiCalendarDate(now());
      const patientId = await patientIdOf(application.customer);
      const insured = await hasPolicy(application.customer, "LAHITAPIOLA", today, true);
      if (decision === "deny" || patientId === null || !insured) return { returnPath, status: "directcompensationdenied" };
      const permit = { symptom: "Alaselän kipu", bodyPart: "Alaselkä", validTo: addDays(today, GRANTED_PERMIT_DAYS) };
      await db
        .insert(directCompensationPermits)
        .values({
          patientId,
          insurer: "LAHITAPIOLA",
          ...permit,
          contentHash: createHash("sha256").update(JSON.stringify({ patient: patientId, application: id, ...permit })).digest("hex"),
        })
        .onConflictDoNothing({ target: directCompensationPermits.contentHash });
      return { returnPath, status: "directcompensationallowed" };
    },
  };
}
