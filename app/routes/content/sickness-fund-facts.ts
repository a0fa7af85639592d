// The sickness fund's reimbursement rules and service hours (spec part 1 §9, "Sickness fund
// static facts"). The page's texts take these numbers as message values, so each fact is
// written once; amounts are whole euros, percentages are the patient's deductible.

export const SICKNESS_FUND_RULES = {
  nurse: { deductibleEuros: 5 },
  generalPractitioner: { deductibleEuros: 15, maxVisitsPerCalendarYear: 12 },
  specialist: { deductiblePercent: 50, maxCompensationEurosPerVisit: 200, maxVisitsPerYear: 2 },
  procedures: { maxFacilityPartEurosPerVisit: 300 },
  shortPsychotherapy: { deductiblePercent: 0, maxSessionsPerTreatmentPeriod: 10 },
  physiotherapy: { deductiblePercent: 50, maxTotalEurosPerYear: 500 },
  labsAndImaging: { deductiblePercent: 50 },
} as const;

/** Opening hours as whole hours of the day, Helsinki time; messages are answered in weekdays. */
export const SICKNESS_FUND_SERVICE_HOURS = {
  phone: { weekdays: { opens: 7, closes: 21 }, weekendsAndHolidays: { opens: 9, closes: 18 } },
  chat: { weekdays: { opens: 8, closes: 20 }, weekends: { opens: 10, closes: 16 } },
} as const;
