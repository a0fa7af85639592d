import { and, asc, desc, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { employers, employments, ohcTeamMembers, ohcTeams, practitioners } from "#server/db/schema";

// The occupational health care team of the acting patient: the team that serves the employer the
// patient works for on the day asked (the employment has begun and not ended). Filtered by the
// acting patient id; indexes employments_patient_id_idx, ohc_teams_employer_id_idx and
// ohc_team_members_team_id_practitioner_id_key serve the two statements.

/** The patient's team on `on`: the one of the most recently begun employment that has a team. */
export async function findTeamOf(db: DatabaseOrTransaction, actingPatientId: number, on: CalendarDate) {
  const [team] = await db
    .select({ teamId: ohcTeams.id, employerName: employers.name })
    .from(employments)
    .innerJoin(employers, eq(employers.id, employments.employerId))
    .innerJoin(ohcTeams, eq(ohcTeams.employerId, employments.employerId))
    .where(
      and(
        eq(employments.patientId, actingPatientId),
        lte(employments.startDate, on),
        or(isNull(employments.endDate), gte(employments.endDate, on)),
      ),
    )
    .orderBy(desc(employments.startDate), asc(ohcTeams.id))
    .limit(1);
  return team ?? null;
}

/** The team's responsible doctors and nurses, each kind in its order. */
export async function findTeamMembers(db: DatabaseOrTransaction, teamId: number) {
  return db
    .select({
      practitionerId: ohcTeamMembers.practitionerId,
      professionalType: ohcTeamMembers.professionalType,
      name: practitioners.name,
      title: practitioners.title,
      pictureUrl: practitioners.profileImageUrl,
      brandSiteProfileId: practitioners.brandSiteProfileId,
      substituteName: ohcTeamMembers.substituteName,
      substituteStartDate: ohcTeamMembers.substituteStartDate,
      substituteEndDate: ohcTeamMembers.substituteEndDate,
    })
    .from(ohcTeamMembers)
    .innerJoin(practitioners, eq(practitioners.id, ohcTeamMembers.practitionerId))
    .where(and(eq(ohcTeamMembers.teamId, teamId), inArray(ohcTeamMembers.professionalType, ["Doctor", "Nurse"])))
    .orderBy(asc(ohcTeamMembers.professionalType), asc(ohcTeamMembers.position));
}
