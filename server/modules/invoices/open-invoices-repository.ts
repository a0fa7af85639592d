import { type SQL, sql } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import { jsonRow } from "#server/db/json-reads";
import type { Bound } from "#server/db/prepared-queries";

// The acting patient's unpaid invoices in a nutshell, for the menu's count and the front page's
// "needs you now" (decision 322): one aggregate over the patient's open and overdue rows
// (invoices_patient_id_creation_date_idx), never a list. The front page reads it beside its other
// sections in one statement (decision 422).

const unpaid = sql`status in ('open', 'overdue')`;

/** How many of the patient's invoices are open or overdue, as an SQL expression (menu-service.ts reads the menu person in one statement). */
export function openInvoiceCountSql(actingPatientId: Bound<number>): SQL {
  return sql`(select count(*)::int from invoices where patient_id = ${actingPatientId} and ${unpaid})`;
}

export interface OpenInvoicesSummary {
  /** Open and overdue invoices. */
  count: number;
  /** Of them overdue: marked overdue, or open past the due date. */
  overdueCount: number;
  totalCents: number;
  /** The earliest due date among them; null without any. */
  firstDueDate: CalendarDate | null;
}

/** The summary as `openInvoicesSummaryJson` gives it. */
export interface OpenInvoicesSummaryJson {
  count: number;
  overdue_count: number;
  total_cents: number;
  first_due_date: string | null;
}

/**
 * The patient's open and overdue invoices in one aggregate, as a json object of
 * OpenInvoicesSummaryJson (`today` decides which are overdue).
 */
export function openInvoicesSummaryJson({ patientId, today }: { patientId: Bound<number>; today: Bound<CalendarDate> }): SQL {
  return jsonRow(
    sql`select count(*)::int,
          (count(*) filter (where status = 'overdue' or due_date < ${today}::date))::int,
          coalesce(sum(sum_cents), 0)::bigint,
          min(due_date)
        from invoices
        where patient_id = ${patientId} and ${unpaid}`,
    ["count", "overdue_count", "total_cents", "first_due_date"],
  );
}

/** The summary of what `openInvoicesSummaryJson` read. */
export function openInvoicesSummaryOf(row: OpenInvoicesSummaryJson): OpenInvoicesSummary {
  return {
    count: row.count,
    overdueCount: row.overdue_count,
    totalCents: row.total_cents,
    firstDueDate: row.first_due_date as CalendarDate | null,
  };
}
