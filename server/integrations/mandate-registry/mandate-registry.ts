import type { CalendarDate } from "#domain/helsinki-time";

// The national mandate service (Suomi.fi Valtuudet): who may act on behalf of whom (spec part 1
// §1 "a guardian may alternatively act under a mandate for another person"). The default
// implementation reads the demo `mandates` table (demo-registry.ts); a real adapter would ask the
// mandate service for the agent's principals with the same shape.

export interface RegistryMandate {
  /** The person represented (principal), by identity code exactly as issued. */
  principalIdentityCode: string;
  principalFirstName: string;
  principalLastName: string;
  /** Mandate theme, e.g. "healthcare-services". */
  scope: string;
  validFrom: CalendarDate;
  /** Null for an open-ended mandate. */
  validUntil: CalendarDate | null;
}

export interface MandateRegistry {
  /** The mandates given to the agent (by identity code) that are valid on the Helsinki day `on`. */
  mandatesOfAgent(agentIdentityCode: string, on: CalendarDate): Promise<RegistryMandate[]>;
}
