import type { AppLoadContext } from "react-router";
import type { KelaCardSectionData } from "./kela-card-section";

/** The Kela card section of the contact tab of My information (spec part 1 §3 "Kela card"); null: not shown. */
export async function loadKelaCardSection(_request: Request, _context: AppLoadContext): Promise<KelaCardSectionData | null> {
  return null;
}
