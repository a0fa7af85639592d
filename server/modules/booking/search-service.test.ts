import { TZDate } from "@date-fns/tz";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { addCalendarDays, BOOKING_PAGE_SIZE, nextAppointmentsRange } from "#domain/booking-search";
import { appointmentSearchQuerySchema, type AppointmentSearchQuery, availableDatesQuerySchema, searchParamsToInput } from "#domain/booking-search-inputs";
import { HELSINKI_TIME_ZONE, helsinkiCalendarDate } from "#domain/helsinki-time";
import type { BrandId } from "#domain/session-state";
import { queryRows } from "#server/db/client";
import { appointmentSlots, clinics } from "#server/db/schema";
import { useTestDatabase } from "#tests/db/test-database";
import { helsinki, insertAgreement, insertSlotLike, patientIdOf, practitionerIdOf } from "./search-fixtures";
import {
  type AvailableAppointment,
  findOccupationalBookingStatus,
  findSpecialtyContent,
  listAvailableAppointmentDates,
  listBookableServices,
  listClinicAddresses,
  loadBookingFilterOptions,
  searchAvailableAppointments,
} from "./search-service";

// Appointment search on the demo data (nine weeks of weekday slots): only free future times of
// the type at the brand's clinics, the filters, pages of 20, the dates, and occupational status.
// The clock is fixed: Tuesday 4 March 2031, 8:00 in Helsinki.

const NOW = new Date("2031-03-04T06:00:00Z");
const TODAY = helsinkiCalendarDate(NOW);
const database = useTestDatabase({ demoDataNow: NOW });

function query(search: string): AppointmentSearchQuery {
  return appointmentSearchQuerySchema(TODAY).parse(searchParamsToInput(new URLSearchParams(search)));
}

/** Like query(), with repeated keys as arrays. */
function queryOf(entries: Record<string, string | string[]>): AppointmentSearchQuery {
  return appointmentSearchQuerySchema(TODAY).parse(entries);
}

async function search(q: AppointmentSearchQuery, brandId: BrandId = "adult", now = NOW): Promise<AvailableAppointment[]> {
  const result = await searchAvailableAppointments(database.db, { query: q, brandId, now });
  if (result.availableAppointments.type !== "success") throw new Error("search failed");
  return result.availableAppointments.appointments;
}

/** Every result of a search, page by page. */
async function searchAll(q: AppointmentSearchQuery, brandId: BrandId = "adult"): Promise<AvailableAppointment[]> {
  const all: AvailableAppointment[] = [];
  for (let offset = 0; ; offset += BOOKING_PAGE_SIZE) {
    const page = await search({ ...q, offset }, brandId);
    all.push(...page);
    if (page.length < BOOKING_PAGE_SIZE) return all;
  }
}

const week = `startDate=${TODAY}&endDate=${addCalendarDays(TODAY, 6)}`;

describe("searchAvailableAppointments", () => {
  it("answers pages of 20 in time order, the next page continuing where the first ended", async () => {
    const first = await search(query(week));
    const second = await search(query(`${week}&offset=20`));
    expect(first).toHaveLength(BOOKING_PAGE_SIZE);
    expect(second).toHaveLength(BOOKING_PAGE_SIZE);
    const both = [...first, ...second];
    expect(new Set(both.map((a) => a.id)).size).toBe(40);
    const starts = both.map((a) => a.startDate);
    expect(starts).toEqual([...starts].sort());
  });

  it("gives each time its practitioner's picture (decision 174) from the same queries, however many times there are", async () => {
    const select = vi.spyOn(database.db, "select");
    try {
      const page = await search(query(week));
      const queriesOfPage = select.mock.calls.length;
      expect(queriesOfPage).toBeGreaterThan(0);
      select.mockClear();
      const one = await search(query(`${week}&offset=${BOOKING_PAGE_SIZE * 100}`));
      expect(page).toHaveLength(BOOKING_PAGE_SIZE);
      expect(one.length).toBeLessThan(BOOKING_PAGE_SIZE);
      expect(select.mock.calls.length).toBe(queriesOfPage);
      for (const appointment of page) {
        const picture = appointment.practitioner.profileImageUrl;
        if (appointment.practitioner.isResource) expect(picture).toBeNull();
        else expect(picture).toMatch(/^\/demo\/practitioners\/[a-z-]+\.svg$/);
      }
    } finally {
      select.mockRestore();
    }
  });

  it("finds only free, uncancelled, future times", async () => {
    const day = addCalendarDays(TODAY, 1);
    const aino = await patientIdOf(database.db, "aino");
    const free = await insertSlotLike(database.db, "Laura Salminen", helsinki(day, 6, 5), { kindId: "VO30" });
    const reserved = await insertSlotLike(database.db, "Laura Salminen", helsinki(day, 6, 10), {
      kindId: "VO30",
      reservedByPatientId: aino,
      reservedAt: NOW,
    });
    const cancelled = await insertSlotLike(database.db, "Laura Salminen", helsinki(day, 6, 15), {
      kindId: "VO30",
      cancelledAt: NOW,
    });
    const past = await insertSlotLike(database.db, "Laura Salminen", new Date(NOW.getTime() - 60_000), { kindId: "VO30" });
    const ids = (await searchAll(query(`startDate=${TODAY}&endDate=${day}`))).map((a) => a.id);
    expect(ids).toContain(free);
    expect(ids).not.toContain(reserved);
    expect(ids).not.toContain(cancelled);
    expect(ids).not.toContain(past);

    // The first day starts now, not at midnight.
    const later = new Date(NOW.getTime() + 3 * 3_600_000);
    const fromLater = await search(query(`startDate=${TODAY}`), "adult", later);
    expect(fromLater.every((a) => new Date(a.startDate).getTime() >= later.getTime())).toBe(true);

    const rows = await database.db
      .select({ reserved: appointmentSlots.reservedByPatientId, cancelled: appointmentSlots.cancelledAt, startsAt: appointmentSlots.startsAt })
      .from(appointmentSlots)
      .where(inArray(appointmentSlots.id, ids));
    expect(rows.filter((row) => !(row.reserved === null && row.cancelled === null && row.startsAt > NOW))).toEqual([]);
  });

  it("keeps to the range: from the first day's midnight (Helsinki) to the end of the last day", async () => {
    const day = addCalendarDays(TODAY, 2);
    const results = await searchAll(query(`startDate=${day}&endDate=${day}&includeRemote=true`));
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((a) => helsinkiCalendarDate(new Date(a.startDate)) === day)).toBe(true);
  });

  it("keeps the brands apart: the children's clinics only in the children's brand", async () => {
    const kidsClinics = (await database.db.select({ id: clinics.id }).from(clinics).where(eq(clinics.brandId, "kids"))).map((c) => c.id);
    expect(kidsClinics.sort()).toEqual(["PJH", "PJI", "PJJ", "PJM"]);
    const adult = await searchAll(query(`${week}&includeRemote=true`));
    const kids = await searchAll(query(`${week}&includeRemote=true`), "kids");
    expect(adult.length).toBeGreaterThan(0);
    expect(kids.length).toBeGreaterThan(0);
    expect(adult.some((a) => kidsClinics.includes(a.clinic.id))).toBe(false);
    expect(kids.every((a) => kidsClinics.includes(a.clinic.id))).toBe(true);
    // A children's clinic named in an adult search finds nothing.
    expect(await search(query(`${week}&clinicIds=PJI`))).toEqual([]);
  });

  it("filters by clinic; remote times only with includeRemote, then from any clinic", async () => {
    const atKamppi = await searchAll(queryOf({ startDate: TODAY, endDate: addCalendarDays(TODAY, 6), clinicIds: ["HKA"] }));
    expect(atKamppi.length).toBeGreaterThan(0);
    expect(atKamppi.every((a) => a.clinic.id === "HKA" && !a.isRemote)).toBe(true);
    const withRemote = await searchAll(
      queryOf({ startDate: TODAY, endDate: addCalendarDays(TODAY, 6), clinicIds: ["HKA"], includeRemote: "true" }),
    );
    expect(withRemote.every((a) => a.clinic.id === "HKA" || a.isRemote)).toBe(true);
    expect(withRemote.some((a) => a.isRemote && a.clinic.id !== "HKA")).toBe(true);
    expect(withRemote.length).toBeGreaterThan(atKamppi.length);
    const noFilter = await searchAll(query(week));
    expect(noFilter.every((a) => !a.isRemote)).toBe(true);
  });

  it("filters by specialty and practitioner", async () => {
    const gynaecology = await searchAll(queryOf({ startDate: TODAY, endDate: addCalendarDays(TODAY, 13), specialtyIds: ["GYN"] }));
    expect(gynaecology.length).toBeGreaterThan(0);
    expect(gynaecology.every((a) => a.specialtyData.specialties[0]?.id === "GYN")).toBe(true);
    const berg = await practitionerIdOf(database.db, "Johanna Berg");
    const hers = await searchAll(
      queryOf({ startDate: TODAY, endDate: addCalendarDays(TODAY, 13), practitionerIds: [String(berg)], includeRemote: "true" }),
    );
    expect(hers.length).toBeGreaterThan(0);
    expect(hers.every((a) => a.practitioner.id === berg && a.practitioner.name === "Johanna Berg")).toBe(true);
  });

  it("filters by time of day in Helsinki time, both ends of a band included", async () => {
    const day = addCalendarDays(TODAY, 7);
    const noon = await insertSlotLike(database.db, "Ville Koskinen", helsinki(day, 12, 0), { kindId: "VO30" });
    const afterNoon = await insertSlotLike(database.db, "Ville Koskinen", helsinki(day, 12, 30), { kindId: "VO30" });
    const nine = await insertSlotLike(database.db, "Ville Koskinen", helsinki(day, 21, 0), { kindId: "VO30" });
    const late = await insertSlotLike(database.db, "Ville Koskinen", helsinki(day, 21, 30), { kindId: "VO30" });
    const ids = async (time: string) => (await searchAll(query(`startDate=${day}&endDate=${day}&timeOfDay=${time}`))).map((a) => a.id);
    const morning = await ids("morning");
    const afternoon = await ids("afternoon");
    const evening = await ids("evening");
    const all = await ids("all");
    expect(morning).toContain(noon);
    expect(afternoon).toContain(noon);
    expect(morning).not.toContain(afterNoon);
    expect(afternoon).toContain(afterNoon);
    expect(evening).toContain(nine);
    expect(evening).not.toContain(late);
    expect(all).toEqual(expect.arrayContaining([noon, afterNoon, nine, late]));
    const hours = (list: AvailableAppointment[]) => list.map((a) => new TZDate(new Date(a.startDate).getTime(), HELSINKI_TIME_ZONE).getHours());
    const mornings = await searchAll(query(`startDate=${day}&endDate=${day}&timeOfDay=morning`));
    expect(hours(mornings).every((hour) => hour >= 7 && hour <= 12)).toBe(true);
  });

  it("offers each type its own times: kela65 kinds Y65P/Y65D/Y65V, occupational kinds, insurance", async () => {
    const kela = await searchAll(query(`${week}&isKela65=true&includeRemote=true`));
    expect(kela.length).toBeGreaterThan(0);
    expect(new Set(kela.map((a) => a.kindId))).toEqual(new Set(["Y65P", "Y65D", "Y65V"]));
    const occupational = await searchAll(query(`${week}&isOccupationalHealthcare=true&includeRemote=true`));
    expect(occupational.length).toBeGreaterThan(0);
    expect(occupational.every((a) => ["TT30", "TTP20", "ROK15"].includes(a.kindId))).toBe(true);
    const insurance = await searchAll(query(`${week}&isInsuranceCustomer=true&includeRemote=true`));
    expect(insurance.some((a) => a.kindId.startsWith("Y65") || a.kindId.startsWith("TT"))).toBe(false);
    const privately = await searchAll(query(`${week}&includeRemote=true`));
    expect(privately.some((a) => a.kindId.startsWith("Y65") || a.kindId.startsWith("TT"))).toBe(false);
  });

  it("prices: 'From' the rate plus fees for private, exactly 28.20 € for kela65, none for insurance and occupational", async () => {
    const [doctor] = (await searchAll(query(`${week}`))).filter((a) => a.kindId === "VO30" && a.practitioner.name === "Ville Koskinen");
    expect(doctor?.price).toEqual({ totalCents: 8400 + 1990, showFrom: true });
    const kela = await searchAll(query(`${week}&isKela65=true&includeRemote=true`));
    expect(kela.every((a) => a.price?.totalCents === 2820 && a.price.showFrom === false)).toBe(true);
    const insurance = await search(query(`${week}&isInsuranceCustomer=true`));
    expect(insurance.every((a) => a.price === null)).toBe(true);
    const occupational = await search(query(`${week}&isOccupationalHealthcare=true`));
    expect(occupational.every((a) => a.price === null)).toBe(true);
  });

  it("answers in the asked language", async () => {
    const [sv] = await search(query(`${week}&lang=sv&specialtyIds=YL`));
    const [en] = await search(query(`${week}&lang=en&specialtyIds=YL`));
    expect(sv?.specialtyData.specialties[0]?.name).toBe("Allmänläkare");
    expect(en?.specialtyData.specialties[0]?.name).toBe("General practitioner");
    expect(en?.kind.title).toMatch(/appointment/);
  });
});

describe("next appointments fallback", () => {
  it("an empty range (a weekend) has times in the following month", async () => {
    // The demo calendar has weekday times only.
    const saturday = addCalendarDays(TODAY, 4);
    expect(new Date(`${saturday}T12:00:00Z`).getUTCDay()).toBe(6);
    const range = { startDate: saturday, endDate: addCalendarDays(saturday, 1) };
    expect(await search(query(`startDate=${range.startDate}&endDate=${range.endDate}`))).toEqual([]);
    const next = nextAppointmentsRange(range);
    const fallback = await search(query(`startDate=${next.startDate}&endDate=${next.endDate}`));
    expect(fallback).toHaveLength(BOOKING_PAGE_SIZE);
    expect(helsinkiCalendarDate(new Date(fallback[0]!.startDate)) >= next.startDate).toBe(true);
  });
});

describe("listAvailableAppointmentDates", () => {
  async function dates(search: string, brandId: BrandId = "adult") {
    const parsed = availableDatesQuerySchema(TODAY).parse(searchParamsToInput(new URLSearchParams(search)));
    return (await listAvailableAppointmentDates(database.db, { query: parsed, brandId, now: NOW })).dates;
  }

  it("names exactly the days that have free times matching the filter", async () => {
    const end = addCalendarDays(TODAY, 20);
    const found = await dates(`startDate=${TODAY}&endDate=${end}&clinicIds=HKA`);
    const slots = await searchAll(queryOf({ startDate: TODAY, endDate: end, clinicIds: ["HKA"] }));
    const expected = [...new Set(slots.map((a) => helsinkiCalendarDate(new Date(a.startDate))))].sort();
    expect(found).toEqual(expected);
    expect(found.every((date) => [0, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay()) === false)).toBe(true);
  });

  it("follows the time of day and the type", async () => {
    const end = addCalendarDays(TODAY, 20);
    for (const time of ["morning", "afternoon", "evening"] as const) {
      const found = await dates(`startDate=${TODAY}&endDate=${end}&specialtyIds=GYN&timeOfDay=${time}`);
      const slots = await searchAll(queryOf({ startDate: TODAY, endDate: end, specialtyIds: ["GYN"], timeOfDay: time }));
      expect(found, time).toEqual([...new Set(slots.map((a) => helsinkiCalendarDate(new Date(a.startDate))))].sort());
    }
    expect(await dates(`startDate=${TODAY}&endDate=${end}&isKela65=true&clinicIds=PJI`)).toEqual([]);
    expect((await dates(`startDate=${TODAY}&endDate=${end}`, "kids")).length).toBeGreaterThan(0);
  });

  it("defaults to a month from the start date", async () => {
    const found = await dates(`startDate=${TODAY}`);
    expect(found.length).toBeGreaterThan(15);
    expect(found.every((date) => date >= TODAY && date <= addCalendarDays(TODAY, 30))).toBe(true);
  });
});

describe("the front page's services and clinics (decision 353)", () => {
  it("lists the specialties the filter offers, hoisted first, each priced from no more than its cheapest free time", async () => {
    const services = await listBookableServices(database.db, { brandId: "adult", lang: "en", now: NOW });
    const options = await loadBookingFilterOptions(database.db, { brandId: "adult", healthCareType: "private", lang: "en", now: NOW, practitionerIds: [] });
    expect(services.map((service) => service.specialtyId).sort()).toEqual([...options.hoistedSpecialties, ...options.specialties].map((option) => option.id).sort());
    expect(services.slice(0, 2).map((service) => service.specialtyId).sort()).toEqual(["GYN", "YL"]);
    for (const service of services) {
      expect(service.fromCents, service.name).toBeGreaterThan(0);
      const times = await search(queryOf({ specialtyIds: [service.specialtyId], startDate: TODAY }));
      const cheapest = Math.min(...times.flatMap((time) => (time.price ? [time.price.totalCents] : [])));
      expect(service.fromCents!, service.name).toBeLessThanOrEqual(cheapest);
    }
    const kids = await listBookableServices(database.db, { brandId: "kids", lang: "fi", now: NOW });
    expect(kids[0]?.name).toBe("Lastentaudit");
  });

  it("lists the brand's clinics with their addresses by city", async () => {
    const clinics = await listClinicAddresses(database.db, "kids");
    expect(clinics.map((clinic) => clinic.city)).toEqual(["Espoo", "Helsinki", "Hämeenlinna", "Jyväskylä"]);
    expect(clinics[1]).toMatchObject({ name: "Hoiva Junior Itäkeskus", streetAddress: "Itäkatu 5", postalCode: "00930" });
  });
});

describe("loadBookingFilterOptions", () => {
  it("lists the brand's clinics with related ones, hoisted specialties first, practitioners with times", async () => {
    const options = await loadBookingFilterOptions(database.db, {
      brandId: "adult",
      healthCareType: "private",
      lang: "en",
      now: NOW,
      practitionerIds: [],
    });
    expect(options.clinics.map((c) => c.id)).not.toContain("PJI");
    expect(options.clinics.find((c) => c.id === "TAM")).toMatchObject({ relatedClinicIds: ["TAH"], relatedClinicNames: ["Hoiva Hervanta"] });
    expect(options.hoistedSpecialties.map((s) => s.id).sort()).toEqual(["GYN", "YL"]);
    expect(options.specialties.map((s) => s.id)).not.toContain("TPSG");
    expect(options.specialties.map((s) => s.id)).not.toContain("LAST");
    expect(options.practitioners.map((p) => p.name)).toContain("Laura Salminen");
    expect(options.practitioners.map((p) => p.name)).not.toContain("Minna Rantanen");
    expect(options.practitioners.map((p) => p.name)).not.toContain("Anu Karjalainen");
  });

  it("offers the children's brand its own clinics and kela65 only its specialty", async () => {
    const kids = await loadBookingFilterOptions(database.db, { brandId: "kids", healthCareType: "private", lang: "fi", now: NOW, practitionerIds: [] });
    expect(kids.clinics.map((c) => c.id).sort()).toEqual(["PJH", "PJI", "PJJ", "PJM"]);
    expect(kids.hoistedSpecialties.map((s) => s.name)).toEqual(["Lastentaudit"]);
    const kela = await loadBookingFilterOptions(database.db, { brandId: "adult", healthCareType: "kela65", lang: "fi", now: NOW, practitionerIds: [] });
    expect([...kela.hoistedSpecialties, ...kela.specialties].map((s) => s.id)).toEqual(["Y65V"]);
  });

  it("keeps a practitioner the link names even without times", async () => {
    const rantanen = await practitionerIdOf(database.db, "Minna Rantanen");
    const options = await loadBookingFilterOptions(database.db, { brandId: "adult", healthCareType: "private", lang: "fi", now: NOW, practitionerIds: [rantanen] });
    expect(options.practitioners.map((p) => p.id)).toContain(rantanen);
  });
});

describe("findSpecialtyContent", () => {
  it("answers the specialty in the language, or null", async () => {
    expect(await findSpecialtyContent(database.db, { id: "GYN", lang: "sv" })).toEqual({
      id: "GYN",
      name: "Gynekologi",
      cmsContent: { appointmentReservationInfo: null },
    });
    expect(await findSpecialtyContent(database.db, { id: "NOPE", lang: "fi" })).toBeNull();
  });
});

describe("findOccupationalBookingStatus", () => {
  it("lets an employee under a contract with web reservation book (Jari)", async () => {
    const jari = await patientIdOf(database.db, "jari");
    expect(await findOccupationalBookingStatus(database.db, { patientId: jari, today: TODAY })).toEqual({
      status: "ok",
      contractProductIds: ["TTH-LAKISAATEINEN", "TTH-SAIRAANHOITO", "TTH-ROKOTUKSET"],
    });
  });

  it("refuses web reservation to the demo personas Tuula (lift-up product) and Marko (phone)", async () => {
    const tuula = await patientIdOf(database.db, "tuula");
    expect(await findOccupationalBookingStatus(database.db, { patientId: tuula, today: TODAY })).toEqual({
      status: "noWebReservation",
      contractProductIds: ["TTH-LAKISAATEINEN", "TTH-SAIRAANHOITO", "TTH-LUOTSI"],
      liftupContractProductId: "TTH-LUOTSI",
    });
    const marko = await patientIdOf(database.db, "marko");
    expect(await findOccupationalBookingStatus(database.db, { patientId: marko, today: TODAY })).toEqual({
      status: "noWebReservation",
      contractProductIds: ["TTH-LAKISAATEINEN"],
      liftupContractProductId: null,
    });
  });

  it("finds no occupational health care without an employment, or with one ended or a contract expired", async () => {
    const aino = await patientIdOf(database.db, "aino");
    expect(await findOccupationalBookingStatus(database.db, { patientId: aino, today: TODAY })).toEqual({ status: "noOccupationalHealthcare" });
    expect(await findOccupationalBookingStatus(database.db, { patientId: null, today: TODAY })).toEqual({ status: "noOccupationalHealthcare" });
    const johan = await patientIdOf(database.db, "johan");
    await insertAgreement(database.db, johan, {
      businessId: "1000001-1",
      contractProductIds: ["TTH-SAIRAANHOITO"],
      isWebReservationAllowed: true,
      employmentEnd: addCalendarDays(TODAY, -1),
    });
    await insertAgreement(database.db, johan, {
      businessId: "1000002-2",
      contractProductIds: ["TTH-SAIRAANHOITO"],
      isWebReservationAllowed: true,
      validUntil: addCalendarDays(TODAY, -1),
    });
    expect(await findOccupationalBookingStatus(database.db, { patientId: johan, today: TODAY })).toEqual({ status: "noOccupationalHealthcare" });
  });

  it("refuses web reservation when no contract allows it, with the lift-up product when there is one", async () => {
    const emily = await patientIdOf(database.db, "emily");
    await insertAgreement(database.db, emily, { businessId: "1000003-3", contractProductIds: ["TTH-LAKISAATEINEN"], isWebReservationAllowed: false });
    expect(await findOccupationalBookingStatus(database.db, { patientId: emily, today: TODAY })).toEqual({
      status: "noWebReservation",
      contractProductIds: ["TTH-LAKISAATEINEN"],
      liftupContractProductId: null,
    });
    const pekka = await patientIdOf(database.db, "pekka");
    await insertAgreement(database.db, pekka, { businessId: "1000004-4", contractProductIds: ["TTH-LUOTSI"], isWebReservationAllowed: false });
    expect(await findOccupationalBookingStatus(database.db, { patientId: pekka, today: TODAY })).toMatchObject({
      status: "noWebReservation",
      liftupContractProductId: "TTH-LUOTSI",
    });
  });
});

describe("planning of the slot searches", () => {
  it("keeps none of their statements prepared: each search is planned for its own criteria (decision 272)", async () => {
    // One transaction, so that PostgreSQL's prepared statements are those of the one connection.
    const kept = await database.db.transaction(async (tx) => {
      await searchAvailableAppointments(tx, { query: query(week), brandId: "adult", now: NOW });
      await listAvailableAppointmentDates(tx, { query: availableDatesQuerySchema(TODAY).parse({ startDate: TODAY }), brandId: "adult", now: NOW });
      await loadBookingFilterOptions(tx, { brandId: "adult", healthCareType: "private", lang: "fi", now: NOW, practitionerIds: [] });
      return queryRows<{ statement: string }>(tx, sql`select statement from pg_prepared_statements`);
    });
    const slotSearches = kept.filter(({ statement }) => /practitioner_rate_fees|generate_series|exists \(select 1 from "appointment_slots"/.test(statement));
    expect(slotSearches).toEqual([]);
    // The statements around them are kept as usual.
    expect(kept.length).toBeGreaterThan(0);
  });
});
