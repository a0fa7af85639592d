import type { DirectCompensationPermit } from "#domain/insurers";
import type { Language } from "#domain/enums";
import type { CalendarDate } from "#domain/helsinki-time";

// The insurers' services an insurance booking asks (spec part 2 §3, §4, §7): LähiTapiola's health
// policy check, its direct compensation permits and the web page where a customer applies for a
// permit, and Pohjola's (OP) insurance check. The default implementation (demo-insurers.ts)
// imitates the insurers from the demo tables `insurance_policies` and
// `direct_compensation_permits`, including the permit application page the customer is sent to
// and returned from. A real adapter calls the insurers with the same shapes.
// Every method answers for the customer by identity code, as an insurer knows them; a failure
// of the insurer's service is a thrown error (the callers answer the spec's "error" type).

export interface InsuredCustomer {
  /** Personal identity code exactly as issued (century sign kept). */
  identityCode: string;
}

export interface ApplyPermitRequest {
  /** The portal path the insurer sends the customer back to, with `referrer=lahitapiola&status=...`. */
  returnPath: string;
  lang: Language;
  /** Always "w" (web) from the portal. */
  channel: "w";
}

export interface InsurerGateway {
  /** LähiTapiola: does the customer have a health care policy valid on the day? */
  lahiTapiolaPolicyCheck(customer: InsuredCustomer, on: CalendarDate): Promise<{ hasHealthcarePolicy: boolean }>;
  /** LähiTapiola: the customer's direct compensation permits valid on the day, texts in `lang` where the insurer has them. */
  lahiTapiolaPermits(customer: InsuredCustomer, options: { lang: Language; on: CalendarDate }): Promise<DirectCompensationPermit[]>;
  /** LähiTapiola: where to send the customer's browser to apply for a permit. */
  lahiTapiolaApplyPermitUrl(customer: InsuredCustomer, request: ApplyPermitRequest): Promise<string>;
  /** Pohjola (OP): does the customer have an insurance valid on the day? */
  pohjolaCheck(customer: InsuredCustomer, on: CalendarDate): Promise<{ hasInsurance: boolean }>;
}
