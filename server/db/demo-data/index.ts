import { sql } from "drizzle-orm";
import { type Database, queryRows } from "../client";
import { loadProfessionalAccesses } from "./access-log";
import { bookFutureAppointments, loadPastAppointments, soonAppointments } from "./appointments";
import { loadCatalog } from "./catalog";
import { createDemoClock } from "./clock";
import type { DemoContext } from "./context";
import { loadInsurance } from "./insurance";
import { loadInvoices } from "./invoices";
import { loadMessaging } from "./messaging";
import { loadOccupational } from "./occupational";
import { loadPeople } from "./people";
import { loadPopulationRegister } from "./population-register";
import { loadQuestionnaires } from "./questionnaires";
import { createRandom } from "./random";
import { loadRecords } from "./records";
import { loadResults } from "./results";
import { insertSlots, planCalendar, reserveForBackground, withoutOverlaps } from "./slots";
import { loadVisits } from "./visits";

// Realistic, deterministic demo data for an empty database (loaded on first start and by
// `npm run db:reset`). Everything is relative to the Helsinki day of `now`, drawn from a fixed
// seed, so loading twice on the same day gives the same rows. See personas.ts for who is who.

export { PERSONAS, personaIdentityCode, REGISTER_CHILDREN, type PersonaData, type PersonaKey } from "./personas";
export { CALENDAR_DAYS } from "./slots";
export { STAFF_PERSONAS, type StaffPersona } from "./staff";

const SEED = 20_250_601;

export interface LoadDemoDataOptions {
  now: Date;
}

/** True when neither the catalogue nor any patient exists yet. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ empty: boolean }>(
    db,
    sql`select not exists (select 1 from brands) and not exists (select 1 from patients) as empty`,
  );
  return row?.empty === true;
}

/** Fills an empty database in one transaction: all of it or, on any error, nothing. */
export async function loadDemoData(db: Database, { now }: LoadDemoDataOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const clock = createDemoClock(now);
    const random = createRandom(SEED);
    const catalog = await loadCatalog(tx);
    const people = await loadPeople(tx, clock, random);
    await loadPopulationRegister(tx);
    const context: DemoContext = { db: tx, clock, catalog, people };

    const soon = soonAppointments(catalog, people, clock);
    const calendar = withoutOverlaps(planCalendar(catalog, clock, random), soon);
    bookFutureAppointments(calendar, people, clock);
    reserveForBackground(calendar, people.background, clock, random);
    await insertSlots(tx, [...calendar.map((slot) => slot.row), ...soon]);

    const history = await loadPastAppointments(context);
    await loadVisits(context, history);
    await loadInvoices(context, history);
    await loadResults(context);
    await loadRecords(context);
    await loadInsurance(context);
    const employerId = await loadOccupational(context);
    const questionnaires = await loadQuestionnaires(context);
    await loadMessaging(context, { questionnaires, employerId });
    await loadProfessionalAccesses(context);
  });
}
