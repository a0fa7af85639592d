import { describe, expect, it } from "vitest";
import { addCalendarDays, addCalendarMonths, apiSearchParams, BOOKING_PAGE_SIZE, bookingSearchParams, END_DATE_BEFORE_START, expandRelatedClinicIds, isInTimeOfDay, MAX_FILTER_IDS, nextAppointmentsRange, RANGE_TOO_LONG, searchRangeOf, SEVERAL_HEALTH_CARE_TYPES, START_DATE_IN_PAST, TIME_OF_DAY_HOURS } from "./booking-search";
import { appointmentSearchQuerySchema, availableDatesQuerySchema, bookingSearchQuerySchema, parseBookingSearchQuery, searchParamsToInput } from "./booking-search-inputs";
import { toValidationDetails } from "./validation-details";
import { VALIDATION_KEYS } from "./validation-keys";

const TODAY = "2026-05-12";
const params = (query: string) => new URLSearchParams(query);
const input = (query: string) => searchParamsToInput(params(query));

describe("time-of-day bands (spec part 1 §9, part 2 §9)", () => {
  it("are morning 7-12, afternoon 12-16, evening 16-21", () => {
    expect(TIME_OF_DAY_HOURS.morning).toEqual({ startHour: 7, endHour: 12 });
    expect(TIME_OF_DAY_HOURS.afternoon).toEqual({ startHour: 12, endHour: 16 });
    expect(TIME_OF_DAY_HOURS.evening).toEqual({ startHour: 16, endHour: 21 });
  });

  it("include both ends: 12:00 is morning and afternoon, 12:30 only afternoon", () => {
    expect(isInTimeOfDay("morning", 7, 0)).toBe(true);
    expect(isInTimeOfDay("morning", 6, 59)).toBe(false);
    expect(isInTimeOfDay("morning", 12, 0)).toBe(true);
    expect(isInTimeOfDay("afternoon", 12, 0)).toBe(true);
    expect(isInTimeOfDay("morning", 12, 30)).toBe(false);
    expect(isInTimeOfDay("afternoon", 16, 0)).toBe(true);
    expect(isInTimeOfDay("evening", 16, 0)).toBe(true);
    expect(isInTimeOfDay("evening", 21, 0)).toBe(true);
    expect(isInTimeOfDay("evening", 21, 1)).toBe(false);
  });

  it("'all' is the whole day", () => {
    expect(isInTimeOfDay("all", 0, 0)).toBe(true);
    expect(isInTimeOfDay("all", 23, 59)).toBe(true);
  });
});

describe("booking search query (page address)", () => {
  const schema = bookingSearchQuerySchema(TODAY);

  it("defaults to today, all day, no filters", () => {
    expect(schema.parse({})).toEqual({
      startDate: TODAY,
      endDate: undefined,
      time: "all",
      clinicIds: [],
      specialtyIds: [],
      practitionerIds: [],
      includeRemote: false,
    });
  });

  it("reads repeated arrays, includeRemote=true and numeric practitioner ids", () => {
    const query = schema.parse(
      input("startDate=2026-05-20&time=evening&clinicIds=HKA&clinicIds=TAM&clinicIds=HKA&specialtyIds=YL&practitionerIds=7&practitionerIds=12&includeRemote=true"),
    );
    expect(query).toMatchObject({
      startDate: "2026-05-20",
      time: "evening",
      clinicIds: ["HKA", "TAM"],
      specialtyIds: ["YL"],
      practitionerIds: [7, 12],
      includeRemote: true,
    });
  });

  it("refuses a start date before today (Helsinki), an impossible date and a bad time", () => {
    const past = schema.safeParse(input("startDate=2026-05-11"));
    expect(past.success).toBe(false);
    expect(toValidationDetails(past.error!)).toEqual([{ path: "startDate", message: START_DATE_IN_PAST }]);
    expect(schema.safeParse(input(`startDate=${TODAY}`)).success).toBe(true);
    expect(schema.safeParse(input("startDate=2026-02-30")).success).toBe(false);
    expect(schema.safeParse(input("startDate=12.5.2026")).success).toBe(false);
    const time = schema.safeParse(input("time=night"));
    expect(toValidationDetails(time.error!)).toEqual([{ path: "time", message: VALIDATION_KEYS.invalidValue }]);
  });

  it("refuses malformed ids, too many ids and a bad includeRemote", () => {
    expect(schema.safeParse(input("clinicIds=HK%20A")).success).toBe(false);
    expect(schema.safeParse(input("practitionerIds=abc")).success).toBe(false);
    expect(schema.safeParse(input("practitionerIds=0")).success).toBe(false);
    expect(schema.safeParse(input("includeRemote=yes")).success).toBe(false);
    const many = Array.from({ length: MAX_FILTER_IDS + 1 }, (_, index) => `clinicIds=C${index}`).join("&");
    expect(schema.safeParse(input(many)).success).toBe(false);
  });

  it("checks the end date against the start and the longest range", () => {
    const before = schema.safeParse(input("startDate=2026-05-20&endDate=2026-05-19"));
    expect(toValidationDetails(before.error!)).toEqual([{ path: "endDate", message: END_DATE_BEFORE_START }]);
    const long = schema.safeParse(input("startDate=2026-05-20&endDate=2026-09-20"));
    expect(toValidationDetails(long.error!)).toEqual([{ path: "endDate", message: RANGE_TOO_LONG }]);
    expect(schema.safeParse(input("startDate=2026-05-20&endDate=2026-05-20")).success).toBe(true);
  });

  it("answers a validation error, never an exception, for an end date that is no calendar date", () => {
    for (const endDate of ["abc", "2026-02-30", "2026-13-01", ""]) {
      const parsed = schema.safeParse(input(`startDate=2026-05-20&endDate=${endDate}`));
      expect(toValidationDetails(parsed.error!), endDate).toEqual([{ path: "endDate", message: VALIDATION_KEYS.invalidValue }]);
    }
  });

  it("opens an old or edited link anyway: a past start date becomes today, bad values their defaults", () => {
    expect(parseBookingSearchQuery(params("startDate=2026-01-01&time=morning&clinicIds=HKA"), TODAY)).toMatchObject({
      startDate: TODAY,
      time: "morning",
      clinicIds: ["HKA"],
    });
    const ended = parseBookingSearchQuery(params("startDate=2026-01-01&endDate=2026-01-14"), TODAY);
    expect(ended.startDate).toBe(TODAY);
    expect(ended.endDate).toBeUndefined();
    expect(parseBookingSearchQuery(params("time=night&practitionerIds=x&specialtyIds=GYN"), TODAY)).toMatchObject({
      time: "all",
      practitionerIds: [],
      specialtyIds: ["GYN"],
    });
  });

  it("round-trips through the address", () => {
    const query = schema.parse(input("startDate=2026-05-20&time=afternoon&clinicIds=HKA&clinicIds=TAM&practitionerIds=3&includeRemote=true"));
    const address = bookingSearchParams(query).toString();
    expect(address).toBe("startDate=2026-05-20&time=afternoon&clinicIds=HKA&clinicIds=TAM&practitionerIds=3&includeRemote=true");
    expect(parseBookingSearchQuery(params(address), TODAY)).toEqual(query);
  });
});

describe("search API queries", () => {
  it("take timeOfDay, the health care type flags, lang and offset", () => {
    const query = appointmentSearchQuerySchema(TODAY).parse(
      input("timeOfDay=morning&isKela65=true&lang=sv&offset=40&clinicIds=HKA"),
    );
    expect(query).toMatchObject({ timeOfDay: "morning", healthCareType: "kela65", lang: "sv", offset: 40, clinicIds: ["HKA"] });
    expect(appointmentSearchQuerySchema(TODAY).parse({})).toMatchObject({ healthCareType: "private", lang: "fi", offset: 0, timeOfDay: "all" });
  });

  it("refuse two health care types at once, a bad lang and a bad offset", () => {
    const schema = appointmentSearchQuerySchema(TODAY);
    const both = schema.safeParse(input("isKela65=true&isInsuranceCustomer=true"));
    expect(toValidationDetails(both.error!)).toEqual([{ path: "", message: SEVERAL_HEALTH_CARE_TYPES }]);
    expect(schema.safeParse(input("lang=de")).success).toBe(false);
    expect(schema.safeParse(input("offset=-20")).success).toBe(false);
    expect(schema.safeParse(input("offset=999999")).success).toBe(false);
  });

  it("the dates call has the same filter without lang", () => {
    const query = availableDatesQuerySchema(TODAY).parse(input("isOccupationalHealthcare=true&specialtyIds=TPSG&lang=en"));
    expect(query).toMatchObject({ healthCareType: "occupational", specialtyIds: ["TPSG"] });
    expect(query).not.toHaveProperty("lang");
  });

  it("are built from a search with the range, the type flag and lang", () => {
    const search = apiSearchParams({
      range: { startDate: "2026-05-20", endDate: "2026-06-02" },
      timeOfDay: "evening",
      clinicIds: ["TAM", "TAH"],
      specialtyIds: [],
      practitionerIds: [4],
      includeRemote: true,
      healthCareType: "insurance",
      lang: "en",
      offset: BOOKING_PAGE_SIZE,
    }).toString();
    expect(search).toBe(
      "clinicIds=TAM&clinicIds=TAH&practitionerIds=4&includeRemote=true&startDate=2026-05-20&endDate=2026-06-02&timeOfDay=evening&isInsuranceCustomer=true&lang=en&offset=20",
    );
    expect(appointmentSearchQuerySchema(TODAY).safeParse(searchParamsToInput(new URLSearchParams(search))).success).toBe(true);
  });
});

describe("ranges", () => {
  it("search two weeks from the start date unless the filter gives an end", () => {
    expect(searchRangeOf({ startDate: "2026-05-12" })).toEqual({ startDate: "2026-05-12", endDate: "2026-05-25" });
    expect(searchRangeOf({ startDate: "2026-05-12", endDate: "2026-05-12" })).toEqual({ startDate: "2026-05-12", endDate: "2026-05-12" });
  });

  it("look for next appointments in the month after an empty range", () => {
    expect(nextAppointmentsRange({ startDate: "2026-05-12", endDate: "2026-05-25" })).toEqual({
      startDate: "2026-05-26",
      endDate: "2026-06-25",
    });
    expect(nextAppointmentsRange({ startDate: "2026-01-18", endDate: "2026-01-31" })).toEqual({
      startDate: "2026-02-01",
      endDate: "2026-02-28",
    });
  });

  it("count calendar days across month, year and daylight saving changes", () => {
    expect(addCalendarDays("2026-03-28", 2)).toBe("2026-03-30");
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarMonths("2026-12-15", 1)).toBe("2027-01-15");
    expect(addCalendarMonths("2028-01-31", 1)).toBe("2028-02-29");
  });
});

describe("related clinics", () => {
  it("are expanded into the query", () => {
    const clinics = [
      { id: "TAM", relatedClinicIds: ["TAH"] },
      { id: "TAH", relatedClinicIds: ["TAM"] },
      { id: "HKA", relatedClinicIds: [] },
    ];
    expect(expandRelatedClinicIds(["TAM"], clinics)).toEqual(["TAM", "TAH"]);
    expect(expandRelatedClinicIds(["HKA", "TAH"], clinics)).toEqual(["HKA", "TAH", "TAM"]);
    expect(expandRelatedClinicIds([], clinics)).toEqual([]);
  });
});
