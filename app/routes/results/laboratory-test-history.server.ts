import { type AppLoadContext, data } from "react-router";
import { type LabHistoryPoint } from "#domain/health-records";
import { LabTestCodeSchema } from "#domain/health-record-inputs";
import { labHistoryChart, type LabHistoryChart } from "#domain/lab-history-chart";
import { clampPageRun, LAB_HISTORY_PAGE_SIZE, type PagedList, pageCountOf, pageRunOf, rowWindowOf } from "#domain/list-paging";
import { getLabTestHistory } from "#server/modules/results/service";
import { requireValidSession } from "#app/session.server";

export interface LaboratoryTestHistory {
  code: string;
  displayName: string;
  unit: string | null;
  /** Every result drawn; null when none is numeric. */
  chart: LabHistoryChart | null;
  /** The table's pages, newest first (decision 328). */
  results: PagedList<LabHistoryPoint>;
}

export type LaboratoryTestHistoryPageData = { history: LaboratoryTestHistory | null };

/**
 * A test's history /{lang}/{laboratorio/historia|laboratorium/historik|laboratory/history}/{code}?page=&from=
 * (beyond the spec, decision 192): the acting patient's numeric results of one laboratory code, all
 * of them in the chart and the table a page at a time. A code the patient has no results of is
 * "Results were not found", with HTTP 404.
 */
export async function loadLaboratoryTestHistoryPage(request: Request, context: AppLoadContext, codeParam: string | undefined) {
  const session = requireValidSession(request, context);
  const code = LabTestCodeSchema.safeParse(codeParam);
  const notFound = data<LaboratoryTestHistoryPageData>({ history: null }, { status: 404 });
  if (!code.success || session.actingPatientId === null) return notFound;
  const history = await getLabTestHistory(context.scope.db, {
    actingPatientId: session.actingPatientId,
    code: code.data,
    actor: context.scope.actor,
  });
  if (!history) return notFound;
  const newestFirst = [...history.points].reverse();
  const run = clampPageRun(pageRunOf(new URL(request.url).searchParams), newestFirst.length, LAB_HISTORY_PAGE_SIZE);
  const window = rowWindowOf(run, LAB_HISTORY_PAGE_SIZE);
  return data<LaboratoryTestHistoryPageData>({
    history: {
      code: history.code,
      displayName: history.displayName,
      unit: history.unit,
      chart: labHistoryChart(history.points),
      results: {
        items: newestFirst.slice(window.offset, window.offset + window.limit),
        run,
        pageCount: pageCountOf(newestFirst.length, LAB_HISTORY_PAGE_SIZE),
        pageSize: LAB_HISTORY_PAGE_SIZE,
        total: newestFirst.length,
      },
    },
  });
}
