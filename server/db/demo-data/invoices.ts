import type { ListableInvoiceSource, ListableInvoiceStatus, PaymentResultStatus } from "#domain/enums";
import { invoiceRows, invoices, paymentAttempts } from "../schema/index";
import type { AppointmentHistory, PastAppointmentLabel } from "./appointments";
import type { BrandId } from "./catalog-data";
import type { DemoContext } from "./context";
import { insertInBatches } from "./insert";
import { type PersonaKey, requirePersona } from "./personas";

// Invoices and receipts: Aino has one in every status of the invoice list, a credit note and
// online payment attempts; Timo's overdue invoices are why he is not creditworthy.

interface RowData {
  description: string;
  unitPriceCents: number;
  count?: number;
  vatPercentage?: number;
}

interface InvoiceData {
  key: string;
  persona: PersonaKey;
  /** Who pays: a guardian for a child. */
  buyer?: PersonaKey;
  brandId: BrandId;
  status: ListableInvoiceStatus;
  source: ListableInvoiceSource;
  visit?: PastAppointmentLabel;
  createdDay: number;
  paidDay?: number;
  canBePaidOnline?: boolean;
  hasPdf?: boolean;
  /** Keys of the invoices this credit note credits. */
  credits?: string[];
  rows: RowData[];
}

const DOCTOR_30 = { description: "Lääkärin vastaanotto 30 min", unitPriceCents: 9200 };
const OFFICE_FEE = { description: "Toimistomaksu", unitPriceCents: 1990 };
/** Days from invoice date to due date. */
const PAYMENT_TERM_DAYS = 14;
/** The online payment window of the spec. */
const ONLINE_PAYMENT_DAYS = 4;

const INVOICES: InvoiceData[] = [
  {
    key: "aino-open", persona: "aino", brandId: "adult", status: "open", source: "GoodSignInvoice", createdDay: -1,
    canBePaidOnline: true,
    rows: [
      { description: "Laboratoriotutkimus: perusverenkuva", unitPriceCents: 2400 },
      { description: "Laboratoriotutkimus: CRP", unitPriceCents: 1800 },
      { description: "Näytteenottomaksu", unitPriceCents: 1190 },
    ],
  },
  { key: "aino-overdue", persona: "aino", brandId: "adult", status: "overdue", source: "GoodSignInvoice", visit: "aino-gp", createdDay: -29, rows: [DOCTOR_30, OFFICE_FEE] },
  {
    key: "aino-paid", persona: "aino", brandId: "adult", status: "paid", source: "CustomerInvoice", visit: "aino-gyn", createdDay: -74, paidDay: -72, hasPdf: true,
    rows: [
      { description: "Erikoislääkärin vastaanotto 30 min", unitPriceCents: 16000 },
      { description: "Irtosolunäyte (Papa)", unitPriceCents: 4200 },
      OFFICE_FEE,
      { description: "Lääkärinlausunto vakuutusyhtiölle", unitPriceCents: 4500, vatPercentage: 25.5 },
    ],
  },
  { key: "aino-paper", persona: "aino", brandId: "adult", status: "paper", source: "NetsuiteInvoice", visit: "aino-derm", createdDay: -139, rows: [{ description: "Erikoislääkärin vastaanotto 30 min", unitPriceCents: 14500 }, OFFICE_FEE] },
  {
    key: "aino-refund-in-progress", persona: "aino", brandId: "adult", status: "refundInProgress", source: "CustomerInvoice", visit: "aino-physio", createdDay: -199, paidDay: -196, hasPdf: true,
    rows: [{ description: "Fysioterapia 45 min", unitPriceCents: 7500, count: 2 }, { description: "Palvelumaksu", unitPriceCents: 990 }],
  },
  { key: "aino-refunded", persona: "aino", brandId: "adult", status: "refunded", source: "CustomerInvoice", createdDay: -320, paidDay: -318, hasPdf: true, rows: [{ description: "Videovastaanotto 20 min", unitPriceCents: 5900 }, { description: "Etäasioinnin palvelumaksu", unitPriceCents: 990 }] },
  {
    key: "aino-credit-note", persona: "aino", brandId: "adult", status: "refunded", source: "CustomerInvoice", createdDay: -310, hasPdf: true, credits: ["aino-refunded"],
    rows: [{ description: "Hyvitys: peruttu videovastaanotto", unitPriceCents: -5900 }, { description: "Hyvitys: etäasioinnin palvelumaksu", unitPriceCents: -990 }],
  },
  { key: "aino-not-available", persona: "aino", brandId: "adult", status: "notAvailable", source: "NetsuiteInvoice", visit: "aino-flu", createdDay: -44, rows: [{ description: "Influenssarokotus", unitPriceCents: 2500 }, { description: "Influenssarokote", unitPriceCents: 2900 }] },
  { key: "johan-paid", persona: "johan", brandId: "adult", status: "paid", source: "CustomerInvoice", visit: "johan-gp", createdDay: -44, paidDay: -40, hasPdf: true, rows: [DOCTOR_30, OFFICE_FEE] },
  { key: "eetu-paid", persona: "eetu", buyer: "mikko", brandId: "kids", status: "paid", source: "CustomerInvoice", visit: "eetu-paed", createdDay: -49, paidDay: -47, hasPdf: true, rows: [{ description: "Lastenlääkärin vastaanotto 30 min", unitPriceCents: 12400 }, OFFICE_FEE] },
  { key: "venla-open", persona: "venla", brandId: "kids", status: "open", source: "GoodSignInvoice", visit: "venla-paed", createdDay: -2, canBePaidOnline: true, rows: [{ description: "Lastenlääkärin vastaanotto 30 min", unitPriceCents: 12400 }, OFFICE_FEE] },
  { key: "raili-paid", persona: "raili", brandId: "adult", status: "paid", source: "CustomerInvoice", visit: "raili-kela65", createdDay: -34, paidDay: -30, hasPdf: true, rows: [{ description: "Kela65-puhelinvastaanotto", unitPriceCents: 2820 }] },
  { key: "timo-overdue-visit", persona: "timo", brandId: "adult", status: "overdue", source: "GoodSignInvoice", visit: "timo-gp", createdDay: -69, rows: [DOCTOR_30, OFFICE_FEE] },
  { key: "timo-overdue-imaging", persona: "timo", brandId: "adult", status: "overdue", source: "NetsuiteInvoice", createdDay: -120, rows: [{ description: "Polven röntgentutkimus", unitPriceCents: 11900 }] },
  // Older receipts: Aino's list runs to a second page (ten invoices a page). Appended last, so the
  // invoice numbers above stay as they are.
  ...[-380, -455, -530, -610, -695].map(
    (createdDay, index): InvoiceData => ({
      key: `aino-older-${index + 1}`, persona: "aino", brandId: "adult", status: "paid", source: "CustomerInvoice", createdDay, paidDay: createdDay + 3, hasPdf: true,
      rows: index % 2 === 0 ? [DOCTOR_30, OFFICE_FEE] : [{ description: "Fysioterapia 45 min", unitPriceCents: 7500 }, { description: "Palvelumaksu", unitPriceCents: 990 }],
    }),
  ),
  // Pekka's two open invoices that can be paid online: the online payment journeys pay them (one
  // in Finnish, one in English after a declined card), leaving Aino's list as other journeys expect it.
  {
    key: "pekka-open-lab", persona: "pekka", brandId: "adult", status: "open", source: "GoodSignInvoice", createdDay: -1, canBePaidOnline: true,
    rows: [{ description: "Laboratoriotutkimus: kolesteroli", unitPriceCents: 2900 }, { description: "Näytteenottomaksu", unitPriceCents: 1190 }],
  },
  {
    key: "pekka-open-physio", persona: "pekka", brandId: "adult", status: "open", source: "GoodSignInvoice", createdDay: -2, canBePaidOnline: true,
    rows: [{ description: "Fysioterapia 45 min", unitPriceCents: 7500 }, { description: "Palvelumaksu", unitPriceCents: 990 }],
  },
  // A visit of Eetu's to pay online: his guardian Mikko pays it from the invoice notification landing.
  {
    key: "eetu-open", persona: "eetu", buyer: "mikko", brandId: "kids", status: "open", source: "GoodSignInvoice", createdDay: -1, canBePaidOnline: true,
    rows: [{ description: "Lastenlääkärin puhelinvastaanotto", unitPriceCents: 6200 }],
  },
];

const PAYMENT_ATTEMPTS: { invoice: string; provider: string; status: PaymentResultStatus; day: number; time: string }[] = [
  { invoice: "aino-paid", provider: "osuuspankki", status: "ok", day: -72, time: "20:14" },
  { invoice: "aino-open", provider: "nordea", status: "fail", day: -1, time: "19:02" },
];

export async function loadInvoices({ db, people, clock }: DemoContext, history: AppointmentHistory): Promise<void> {
  const numberOf = new Map(INVOICES.map((invoice, index) => [invoice.key, String(4_100_200 + index * 7)]));
  const inserted = await db
    .insert(invoices)
    .values(
      INVOICES.map((invoice) => {
        const invoiceNumber = numberOf.get(invoice.key) ?? "";
        const buyer = requirePersona(invoice.buyer ?? invoice.persona);
        return {
          patientId: people.persona[invoice.persona],
          brandId: invoice.brandId,
          invoiceNumber,
          referenceNumber: finnishReferenceNumber(invoiceNumber),
          status: invoice.status,
          source: invoice.source,
          appointmentId: invoice.visit ? (history.get(invoice.visit)?.id ?? null) : null,
          creationDate: clock.day(invoice.createdDay),
          dueDate: clock.day(invoice.createdDay + PAYMENT_TERM_DAYS),
          sumCents: invoice.rows.reduce((sum, row) => sum + (row.count ?? 1) * row.unitPriceCents, 0),
          hasPdf: invoice.hasPdf ?? false,
          canBePaidOnline: invoice.canBePaidOnline ?? false,
          payableOnlineUntil: invoice.canBePaidOnline ? clock.at(invoice.createdDay + ONLINE_PAYMENT_DAYS, "23:59") : null,
          paidAt: invoice.paidDay === undefined ? null : clock.at(invoice.paidDay, "20:15"),
          creditedInvoiceNumbers: (invoice.credits ?? []).map((key) => numberOf.get(key) ?? key),
          buyerName: `${buyer.firstName} ${buyer.lastName}`,
          buyerStreetAddress: buyer.streetAddress,
          buyerPostalCode: buyer.postalCode,
          buyerPostOffice: buyer.postOffice,
        };
      }),
    )
    .returning({ id: invoices.id, patientId: invoices.patientId, referenceNumber: invoices.referenceNumber, sumCents: invoices.sumCents });

  const byKey = new Map(INVOICES.map((invoice, index) => [invoice.key, { data: invoice, row: inserted[index] }]));
  await insertInBatches(
    db,
    invoiceRows,
    [...byKey.values()].flatMap(({ data, row }) =>
      data.rows.map((line, position) => ({
        invoiceId: requireRow(row).id,
        patientId: requireRow(row).patientId,
        position,
        description: line.description,
        count: line.count ?? 1,
        unitPriceCents: line.unitPriceCents,
        date: clock.day(data.visit ? data.createdDay - 1 : data.createdDay),
        vatPercentage: line.vatPercentage ?? 0,
      })),
    ),
  );
  await db.insert(paymentAttempts).values(
    PAYMENT_ATTEMPTS.map((attempt, index) => {
      const invoice = requireRow(byKey.get(attempt.invoice)?.row);
      const at = clock.at(attempt.day, attempt.time);
      return {
        patientId: invoice.patientId,
        invoiceId: invoice.id,
        provider: attempt.provider,
        stamp: `demo-payment-${index + 1}`,
        reference: invoice.referenceNumber,
        transactionId: `demo-transaction-${index + 1}`,
        amountCents: invoice.sumCents,
        status: attempt.status,
        createdAt: at,
        updatedAt: at,
        completedAt: at,
      };
    }),
  );
}

/** Finnish creditor reference: the digits plus a check digit from weights 7, 3, 1 from the right. */
export function finnishReferenceNumber(base: string): string {
  const weights = [7, 3, 1];
  const sum = [...base].reverse().reduce((total, digit, index) => total + Number(digit) * (weights[index % 3] ?? 1), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

function requireRow<T>(row: T | undefined): T {
  if (!row) throw new Error("Invoice insert returned too few rows");
  return row;
}
