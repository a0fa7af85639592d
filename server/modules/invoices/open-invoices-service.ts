import type { SQL } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import type { Bound } from "#server/db/prepared-queries";
import {
  openInvoiceCountSql,
  type OpenInvoicesSummary,
  type OpenInvoicesSummaryJson,
  openInvoicesSummaryJson,
  openInvoicesSummaryOf,
} from "./open-invoices-repository";

export type { OpenInvoicesSummary, OpenInvoicesSummaryJson };
export { openInvoicesSummaryOf };

/**
 * How many of the acting patient's invoices wait for payment, how many of them are overdue, their
 * total and the first due date (the front page's "needs you now", decision 322), as an SQL
 * expression giving a json object for the front page's one statement (decision 422); map it with
 * openInvoicesSummaryOf. One aggregate; only invoices of `patientId` are counted.
 */
export function openInvoicesSummaryExpression(values: { patientId: Bound<number>; today: Bound<CalendarDate> }): SQL {
  return openInvoicesSummaryJson(values);
}

/** How many of the patient's invoices are open or overdue, as an SQL expression (the menu person's one statement, account/menu-service.ts). */
export function openInvoiceCountExpression(actingPatientId: Bound<number>): SQL {
  return openInvoiceCountSql(actingPatientId);
}
