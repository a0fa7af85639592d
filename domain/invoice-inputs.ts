import { z } from "zod";
import { LANGUAGES } from "./enums";
import { PDF_FILE_TYPE } from "./invoices";
import { NumericIdSchema } from "./numeric-id-inputs";
import { BRAND_IDS } from "./session-state";
import { VALIDATION_KEYS } from "./validation-keys";

// The inputs of the invoice pages and API (spec part 1 §3, §4, §7), apart from domain/invoices.ts so
// that the pages showing invoices load no schemas (issue 16, decision 239).

const LangSchema = z.enum(LANGUAGES, { error: VALIDATION_KEYS.invalidValue });

/** Most invoices one paged call of the list answers. */
export const INVOICE_LIST_MAX_LIMIT = 100;

const WholeNumberSchema = z
  .string({ error: VALIDATION_KEYS.invalidValue })
  .regex(/^\d{1,6}$/, { error: VALIDATION_KEYS.invalidValue })
  .transform(Number);

/**
 * `GET /api/payments/invoices-list?csrfToken&lang`, the spec's call, answers every invoice; the
 * optional `offset` and `limit` (1-100) page it (decision 307), as the booking search pages by
 * `offset`.
 */
export const InvoicesListQuerySchema = z.object({
  lang: LangSchema.optional(),
  offset: WholeNumberSchema.optional(),
  limit: WholeNumberSchema.pipe(z.number().min(1, { error: VALIDATION_KEYS.invalidValue }).max(INVOICE_LIST_MAX_LIMIT, { error: VALIDATION_KEYS.invalidValue })).optional(),
});

/** `GET /api/invoices/invoice-summary?invoiceId&lang`. */
export const InvoiceSummaryQuerySchema = z.object({ invoiceId: NumericIdSchema, lang: LangSchema.optional() });

const FILE_NAME = new RegExp(`^(${BRAND_IDS.join("|")})_(${Object.values(PDF_FILE_TYPE).join("|")})_\\d{1,20}$`);

/** `GET /api/invoices/{id}/pdf?filename={brand}_{type}_{invoiceNumber}&lang`. */
export const InvoicePdfQuerySchema = z.object({
  filename: z.string({ error: VALIDATION_KEYS.required }).regex(FILE_NAME, { error: VALIDATION_KEYS.invalidValue }),
  lang: LangSchema.optional(),
});
