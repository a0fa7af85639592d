import type { BrandId } from "#domain/session-state";
import type { BrandContacts } from "#domain/brand-contacts";

/** What differs between the two brands: names, contacts, app links, colours and capabilities. */
export interface Brand {
  id: BrandId;
  /** Product name shown with the logo; invented, neutral names. */
  name: string;
  customerServicePhone: string;
  billing: BrandContacts["billing"];
  appLinks: { appStore: string; googlePlay: string };
  /** The brand's public site; practitioner profiles live there (part 2 §3). */
  siteUrl: string;
  capabilities: {
    /** The extra consent for viewing occupational data (general brand only). */
    occupationalConsent: boolean;
    /** The occupational menu group and booking card (general brand only). */
    occupationalCare: boolean;
    /** "My own" / "My child's" identification choice (children's brand only). */
    guardianChoice: boolean;
  };
  /** Date the two brands merge; a notice is shown (spec part 1 §1). */
  mergerDate: string;
}

export const MERGER_DATE = "2025-06-01";
