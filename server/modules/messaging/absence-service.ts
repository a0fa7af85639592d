import type { Language } from "#domain/enums";
import { type CalendarDate, helsinkiCalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { findAbsenceSubstitutes, findCurrentAbsencesOfPractitioners } from "./absence-repository";

// Absences of the care team as a patient sees them (issue 33 item 7, decision 350): the team page
// marks an absent member with the substitutes, and a new message warns of it before the patient
// writes. Titles come in the page's language from the substitute's calendar where they have one,
// else the workspace's own title. Professionals' data, not a patient's: nothing to audit here; the
// pages that ask audit their own reads.

export interface AbsenceSubstitute {
  name: string;
  title: string | null;
  /** The substitute's bookable calendar, for "Book with …"; null when they take no appointments. */
  practitionerId: number | null;
}

export interface PractitionerAbsence {
  practitionerId: number;
  /** The last day away (Helsinki): an absence ends at the midnight after it. */
  lastDay: CalendarDate;
  substitutes: AbsenceSubstitute[];
}

/** The absences going on at `now` of the given practitioners: one per absent practitioner (the one ending last). */
export async function listCurrentAbsences(
  db: DatabaseOrTransaction,
  { practitionerIds, now, lang }: { practitionerIds: readonly number[]; now: Date; lang: Language },
): Promise<Map<number, PractitionerAbsence>> {
  const rows = await findCurrentAbsencesOfPractitioners(db, practitionerIds, now);
  const substitutes = await findAbsenceSubstitutes(
    db,
    rows.map((row) => row.absenceId),
  );
  const absences = new Map<number, PractitionerAbsence>();
  for (const row of rows) {
    if (row.practitionerId === null) continue;
    absences.set(row.practitionerId, {
      practitionerId: row.practitionerId,
      lastDay: helsinkiCalendarDate(new Date(row.endsAt.getTime() - 1)),
      substitutes: substitutes
        .filter((substitute) => substitute.absenceId === row.absenceId)
        .map((substitute) => ({
          name: `${substitute.firstName} ${substitute.lastName}`,
          title: substitute.practitionerTitle?.[lang] ?? substitute.title,
          practitionerId: substitute.practitionerId,
        })),
    });
  }
  return absences;
}
