import { eq, sql } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { preparedQuery } from "#server/db/prepared-queries";
import { patients } from "#server/db/schema";
import { openInvoiceCountExpression } from "#server/modules/invoices/open-invoices-service";
import { hasMessagingUserCondition, unreadConversationCountExpression } from "#server/modules/messaging/summary-service";
import { occupationalCareCondition, sicknessFundMembershipCondition } from "#server/modules/occupational/contracts-service";
import { registrationSubjectOf } from "#server/modules/profile/registration-service";
import type { Session } from "./session-service";

// What the header and menu need to know about the logged-in user (spec part 1 §2 "Header, menu,
// footer"): the name, whether occupational care covers them today (the occupational module's rule),
// the unread count and the messaging user (messaging's rules), the open invoices (decision 320) and
// the sickness fund membership (decision 229), by primary key and indexed lookups.

export interface SessionPerson {
  firstName: string;
  lastName: string;
  hasOccupationalCare: boolean;
  /** False for a person who has logged in but has no patient record yet. */
  hasPatientData: boolean;
  unreadThreadCount: number;
  /** Has a customer messaging user: the conversation pages serve them. */
  hasMessagingUser: boolean;
  /** Open and overdue invoices. */
  openInvoiceCount: number;
  /** Member of an employer's sickness fund today (the session's sickness-fund-membership flag). */
  isSicknessFundMember: boolean;
}

// One statement per page load, built once (decision 398): the name and each module's rule as a subquery.
const menuPerson = preparedQuery((db) => {
  const patientId = sql.placeholder("patientId");
  const today = sql.placeholder("today");
  return db
    .select({
      firstName: patients.firstName,
      lastName: patients.lastName,
      hasOccupationalCare: sql<boolean>`${occupationalCareCondition(patientId, today)}`,
      unreadThreadCount: sql<number>`${unreadConversationCountExpression(patientId)}`,
      hasMessagingUser: sql<boolean>`${hasMessagingUserCondition(patientId)}`,
      openInvoiceCount: sql<number>`${openInvoiceCountExpression(patientId)}`,
      isSicknessFundMember: sql<boolean>`${sicknessFundMembershipCondition(patientId, today)}`,
    })
    .from(patients)
    .where(eq(patients.id, patientId));
});

/**
 * The menu person: the acting patient (a child, for a guardian) when there is a patient record,
 * else the child a guardian is registering, else the identified person's own name.
 */
export async function loadSessionPerson(
  db: DatabaseOrTransaction,
  session: Session,
  today: CalendarDate,
): Promise<SessionPerson | null> {
  if (!session.person) return null;
  if (session.actingPatientId === null) {
    // A guardian acting for a child who is not our customer yet is shown the child, never themselves.
    const subject = registrationSubjectOf(session);
    return withoutPatientData(
      subject?.kind === "child" ? subject.child : session.person,
    );
  }
  const [patient] = await menuPerson(db, { patientId: session.actingPatientId, today });
  if (!patient) return withoutPatientData(session.person);
  return { ...patient, hasPatientData: true };
}

function withoutPatientData(
  person: NonNullable<Session["person"]>,
): SessionPerson {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    hasOccupationalCare: false,
    hasPatientData: false,
    unreadThreadCount: 0,
    hasMessagingUser: false,
    openInvoiceCount: 0,
    isSicknessFundMember: false,
  };
}
