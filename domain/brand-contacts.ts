import type { BrandId } from "./session-state";

// The brands' names and contact details (spec part 1 §9 "Customer service numbers and billing
// contacts exist per brand"). Here, not in app/brands, because the server prints them too (the
// invoice PDF) and the server never imports the app; app/brands takes them from here.

export interface BrandContacts {
  name: string;
  customerServicePhone: string;
  /** Billing: its contacts, and the account a bank transfer pays (the invoice's payee). */
  billing: { phone: string; email: string; payee: string; iban: string; bic: string };
  /** The brand's public site. */
  siteUrl: string;
}

export const BRAND_CONTACTS: Record<BrandId, BrandContacts> = {
  adult: {
    name: "Hoiva",
    customerServicePhone: "010 555 1000",
    // Demo accounts: valid check digits, no real bank account behind them.
    billing: { phone: "010 555 1090", email: "laskutus@hoiva.example", payee: "Hoiva Oy", iban: "FI2112345600000785", bic: "NDEAFIHH" },
    siteUrl: "https://www.hoiva.example",
  },
  kids: {
    name: "Hoiva Junior",
    customerServicePhone: "010 555 2000",
    billing: { phone: "010 555 2090", email: "laskutus@junior.hoiva.example", payee: "Hoiva Oy", iban: "FI4540551020000916", bic: "HELSFIHH" },
    siteUrl: "https://junior.hoiva.example",
  },
};
