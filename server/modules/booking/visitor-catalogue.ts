import type { Language } from "#domain/enums";
import type { BrandId } from "#domain/session-state";
import type { Database, DatabaseOrTransaction } from "#server/db/client";
import { type BookableService, type ClinicAddress, listBookableServices, listClinicAddresses } from "./search-service";

// What the front page shows a visitor (decision 353) is the same for every visitor of a brand in a
// language: the services with free private times and their prices from, and the clinics. It is
// kept for a minute (decision 403), as the page itself is when it is sent without cookies
// (decision 268); a visitor with a cookie (consent, say) gets the page rendered, but no longer
// pays for the statement behind it, which is the dearest on the page.

export interface VisitorCatalogue {
  services: BookableService[];
  clinics: ClinicAddress[];
}

const KEPT_MS = 60_000;

interface Kept {
  /** On the monotonic clock: the minute passes in real time even when the portal's clock is pinned. */
  expiresAt: number;
  /** The portal's time it was read for: a clock moved by more than the minute reads it again. */
  readFor: number;
  catalogue: Promise<VisitorCatalogue>;
}

/** Per database handle: a test's or a benchmark's databases never share what they keep. */
const keptByDatabase = new WeakMap<Database, Map<string, Kept>>();

async function readCatalogue(db: DatabaseOrTransaction, brandId: BrandId, lang: Language, now: Date): Promise<VisitorCatalogue> {
  const [services, clinics] = await Promise.all([listBookableServices(db, { brandId, lang, now }), listClinicAddresses(db, brandId)]);
  return { services, clinics };
}

/** The visitor's catalogue of the brand in `lang` as of `now`, read at most once a minute. */
export function visitorCatalogue(
  db: Database,
  { brandId, lang, now, monotonicNow = performance.now() }: { brandId: BrandId; lang: Language; now: Date; monotonicNow?: number },
): Promise<VisitorCatalogue> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  const key = `${brandId}:${lang}`;
  const current = kept.get(key);
  if (current && current.expiresAt > monotonicNow && Math.abs(now.getTime() - current.readFor) < KEPT_MS) return current.catalogue;

  const catalogue = readCatalogue(db, brandId, lang, now);
  const entry: Kept = { expiresAt: monotonicNow + KEPT_MS, readFor: now.getTime(), catalogue };
  kept.set(key, entry);
  // A failed read is not kept: the next visitor tries again.
  catalogue.catch(() => {
    if (kept.get(key) === entry) kept.delete(key);
  });
  return catalogue;
}
