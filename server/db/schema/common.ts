import { bigint, date, jsonb, pgEnum, timestamp } from "drizzle-orm/pg-core";
import { HEALTH_CARE_TYPES, LANGUAGES, type Language } from "#domain/enums";

// Column helpers and enums shared by several areas. Conventions of the whole schema:
// - times are `timestamptz` (stored in UTC, shown in Europe/Helsinki); calendar days are `date`
//   read as "YYYY-MM-DD" strings so that no time zone can shift them;
// - money is integer cents;
// - generated ids are bigint identities read as JS numbers (far below 2^53);
// - catalogue rows that other systems name by code (brands, clinics, specialties, appointment
//   kinds) keep that code as their text id;
// - enum values come from domain/enums.ts, the one list shared with zod schemas and the UI;
// - account and profile rows are deleted with their patient; health records, invoices and
//   messages are not (the foreign key refuses), since they must be kept.

/** A text the user sees in their own language; catalogue texts come in all three. */
export type LocalizedText = Record<Language, string>;

export const languageEnum = pgEnum("language", LANGUAGES);
export const healthCareTypeEnum = pgEnum("health_care_type", HEALTH_CARE_TYPES);

/** Primary key of rows this system creates. */
export const generatedId = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

/** A reference to a generated id. */
export const idReference = (name: string) => bigint(name, { mode: "number" });

export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const createdAt = () => timestamptz("created_at").notNull().defaultNow();

export const calendarDate = (name: string) => date(name, { mode: "string" });

export const localizedText = (name: string) => jsonb(name).$type<LocalizedText>();
