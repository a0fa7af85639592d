import { performance } from "node:perf_hooks";
import type { InvoiceRow } from "#domain/invoices";
import { invoicePdfBytes } from "#server/modules/invoices/invoice-pdf";
import type { InvoiceDocument } from "#server/modules/invoices/invoice-service";

// Invoice PDF generation time (issue 12): the PDF of `GET /api/invoices/{id}/pdf`, from the
// invoice to the last byte, for a typical receipt (four rows) and a long invoice (60 rows, two
// pages), BENCH_PDF_RUNS times each after a warm-up; prints p50, p95, mean and the size.
// No database: the document is what the service hands the PDF generator.
//   npm run bench:invoice-pdf          BENCH_PDF_RUNS=500 npm run bench:invoice-pdf

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 200);
const WARM_UP = Math.min(20, RUNS);

function documentWith(rows: InvoiceRow[]): InvoiceDocument {
  return {
    summary: {
      creationDate: "2026-09-11",
      payableOnlineUntil: null,
      dueDate: "2026-09-25",
      buyerName: "Aino Virtanen",
      buyerAddress: { street: "Mannerheimintie 41 B 12", postalCode: "00250", postOffice: "HELSINKI" },
      invoiceNumber: "4100214",
      rows,
      sumCents: rows.reduce((sum, row) => sum + row.count * row.unitPriceCents, 0),
      canBePaidOnline: false,
    },
    id: 3,
    status: "paid",
    hasPdf: true,
    brand: "adult",
    referenceNumber: "41002145",
    paidAt: "2026-09-13T17:15:00.000Z",
    creditedInvoiceNumber: null,
  };
}

const TYPICAL = documentWith([
  { description: "Erikoislääkärin vastaanotto 30 min", count: 1, unitPriceCents: 16000, date: "2026-09-10", vatPercentage: 0 },
  { description: "Irtosolunäyte (Papa)", count: 1, unitPriceCents: 4200, date: "2026-09-10", vatPercentage: 0 },
  { description: "Toimistomaksu", count: 1, unitPriceCents: 1990, date: "2026-09-10", vatPercentage: 0 },
  { description: "Lääkärinlausunto vakuutusyhtiölle", count: 1, unitPriceCents: 4500, date: "2026-09-10", vatPercentage: 25.5 },
]);

const LONG = documentWith(
  Array.from({ length: 60 }, (_, index) => ({
    description: index % 3 === 0 ? "Fysioterapia 45 min, kotiharjoitteiden ohjaus ja seuranta" : "Laboratoriotutkimus",
    count: 1 + (index % 2),
    unitPriceCents: 1800 + index * 10,
    date: `2026-09-${String(1 + (index % 28)).padStart(2, "0")}`,
    vatPercentage: index % 10 === 0 ? 25.5 : 0,
  })),
);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(name: string, document: InvoiceDocument): Promise<void> {
  let bytes = 0;
  for (let i = 0; i < WARM_UP; i++) await invoicePdfBytes(document, { lang: "fi" });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const pdf = await invoicePdfBytes(document, { lang: "fi" });
    times.push(performance.now() - start);
    bytes = pdf.length;
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, time) => sum + time, 0) / times.length;
  console.log(
    `${name.padEnd(22)} runs ${RUNS}  p50 ${percentile(times, 50).toFixed(2)} ms  p95 ${percentile(times, 95).toFixed(2)} ms  mean ${mean.toFixed(2)} ms  ${bytes} bytes`,
  );
}

console.log(`invoice PDF generation (pdfkit), node ${process.version}`);
await measure("receipt, 4 rows", TYPICAL);
await measure("invoice, 60 rows", LONG);
