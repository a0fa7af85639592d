import type { BrandId } from "./session-state";

// The brands' names and contact details (spec part 1 §9 "Customer service numbers and billing
// contacts exist per brand"). Here, not in app/brands, because the server prints them too (the
// invoice PDF) and the server never imports the app; app/brands takes them from here.

export interface BrandContacts {
  name: string;
  customerServicePhone: string;
  billing: { phone: string; email: string };
  /** The brand's public site. */
  siteUrl: string;
}

export const BRAND_CONTACTS: Record<BrandId, BrandContacts> = {
  adult: {
    name: "Hoiva",
    customerServicePhone: "010 555 1000",
    billing: { phone: "010 555 1090", email: "laskutus@hoiva.example" },
    siteUrl: "https://www.hoiva.example",
  },
  kids: {
    name: "Hoiva Junior",
    customerServicePhone: "010 555 2000",
    billing: { phone: "010 555 2090", email: "laskutus@junior.hoiva.example" },
    siteUrl: "https://junior.hoiva.example",
  },
};
