import { sql } from "drizzle-orm";
import { type DatabaseOrTransaction, queryRows } from "#server/db/client";
import { registrationSubjectOf } from "#server/modules/profile/registration-service";
import type { Session } from "./session-service";

// What the header and menu need to know about the logged-in user (spec part 1 §2 "Header, menu,
// footer"), in one query per page load.

export interface SessionPerson {
  firstName: string;
  lastName: string;
  hasOccupationalCare: boolean;
  /** False for a person who has logged in but has no patient record yet. */
  hasPatientData: boolean;
  unreadThreadCount: number;
}

/**
 * The menu person: the acting patient (a child, for a guardian) when there is a patient record,
 * else the child a guardian is registering, else the identified person's own name. Occupational care means an employment valid today;
 * unread threads are the acting patient's threads with a message from someone else after the
 * patient's last read.
 */
export async function loadSessionPerson(db: DatabaseOrTransaction, session: Session, today: string): Promise<SessionPerson | null> {
  if (!session.person) return null;
  if (session.actingPatientId === null) {
    // A guardian acting for a child who is not our customer yet is shown the child, never themselves.
    const subject = registrationSubjectOf(session);
    const person = subject?.kind === "child" ? subject.child : session.person;
    return { ...namesOf(person), hasOccupationalCare: false, hasPatientData: false, unreadThreadCount: 0 };
  }
  const [row] = await queryRows<{ first_name: string; last_name: string; occupational: boolean; unread: number }>(
    db,
    sql`
      select p.first_name, p.last_name,
        exists (
          select 1 from employments e
          where e.patient_id = p.id and e.start_date <= ${today} and (e.end_date is null or e.end_date >= ${today})
        ) as occupational,
        (
          select count(*)::int from messaging_threads t
          join messaging_users me on me.patient_id = p.id
          left join thread_read_statuses r on r.thread_id = t.id and r.read_by_user_id = me.id
          where t.patient_id = p.id
            and exists (
              select 1 from messages m
              where m.thread_id = t.id and m.author_user_id <> me.id and m.deleted_at is null
                and (r.read_at is null or m.created_at > r.read_at)
            )
        ) as unread
      from patients p
      where p.id = ${session.actingPatientId}`,
  );
  if (!row) return { ...namesOf(session.person), hasOccupationalCare: false, hasPatientData: false, unreadThreadCount: 0 };
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    hasOccupationalCare: row.occupational,
    hasPatientData: true,
    unreadThreadCount: row.unread,
  };
}

function namesOf(person: NonNullable<Session["person"]>) {
  return { firstName: person.firstName, lastName: person.lastName };
}
