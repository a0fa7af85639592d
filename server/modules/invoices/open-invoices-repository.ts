import { type SQL, sql } from "drizzle-orm";
import type { CalendarDate } from "#domain/helsinki-time";
import type { DatabaseOrTransaction } from "#server/db/client";
import { type Bound, preparedRows } from "#server/db/prepared-queries";

// The acting patient's unpaid invoices in a nutshell, for the menu's count and the front page's
// "needs you now" (decision 322): one aggregate over the patient's open and overdue rows
// (invoices_patient_id_creation_date_idx), never a list.

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

// On every front page view: built once (decision 414).
const openInvoicesSummary = preparedRows<{ count: number; overdue_count: number; total_cents: number | string; first_due_date: string | null }>(
  () => sql`select count(*)::int as count,
          (count(*) filter (where status = 'overdue' or due_date < ${sql.placeholder("today")}::date))::int as overdue_count,
          coalesce(sum(sum_cents), 0)::bigint as total_cents,
          to_char(min(due_date), 'YYYY-MM-DD') as first_due_date
        from invoices
        where patient_id = ${sql.placeholder("patientId")} and ${unpaid}`,
);

export async function findOpenInvoicesSummary(
  db: DatabaseOrTransaction,
  actingPatientId: number,
  today: CalendarDate,
): Promise<OpenInvoicesSummary> {
  const [row] = await openInvoicesSummary(db, { patientId: actingPatientId, today });
  return {
    count: row?.count ?? 0,
    overdueCount: row?.overdue_count ?? 0,
    totalCents: Number(row?.total_cents ?? 0),
    firstDueDate: (row?.first_due_date as CalendarDate | null) ?? null,
  };
}
