import type { DirectCompensationPermit } from "#domain/insurers";
import { LAHITAPIOLA_CHANNEL } from "#domain/insurers";
import type { Lang } from "#domain/routes/route-table";
import { callApi } from "#app/ui/api-client";

// The browser side of the insurer calls (spec part 2 §7). Each answers one small outcome; anything
// unexpected (network, server error, a session that is gone) is "error" here, since the insurer
// flows show "Something went wrong" with a retry for all of them.

export type PolicyCheckOutcome = { type: "success"; hasHealthcarePolicy: boolean } | { type: "underageCustomer" } | { type: "error" };
export type PermitsOutcome = { type: "success"; directCompensationPermits: DirectCompensationPermit[] } | { type: "underageCustomer" } | { type: "error" };
export type PohjolaOutcome = { type: "success"; hasInsurance: boolean } | { type: "error" };

export async function checkLahiTapiolaPolicy(signal?: AbortSignal): Promise<PolicyCheckOutcome> {
  const outcome = await callApi<{ type: string; hasHealthcarePolicy?: unknown }>("GET", "/api/insurance/lahitapiola-policy-check", { signal });
  if (outcome.kind !== "ok") return { type: "error" };
  const { type, hasHealthcarePolicy } = outcome.body;
  if (type === "success" && typeof hasHealthcarePolicy === "boolean") return { type, hasHealthcarePolicy };
  return type === "underageCustomer" ? { type } : { type: "error" };
}

export async function fetchLahiTapiolaPermits(lang: Lang, signal?: AbortSignal): Promise<PermitsOutcome> {
  const outcome = await callApi<{ type: string; directCompensationPermits?: unknown }>(
    "GET",
    `/api/insurance/lahitapiola-direct-compensation-permits/${lang}`,
    { signal },
  );
  if (outcome.kind !== "ok") return { type: "error" };
  const { type, directCompensationPermits } = outcome.body;
  if (type === "success" && Array.isArray(directCompensationPermits)) {
    return { type, directCompensationPermits: directCompensationPermits as DirectCompensationPermit[] };
  }
  return type === "underageCustomer" ? { type } : { type: "error" };
}

export async function checkPohjola(date: string, signal?: AbortSignal): Promise<PohjolaOutcome> {
  const outcome = await callApi<{ type: string; hasInsurance?: unknown }>("GET", `/api/insurance/pohjola-check/${encodeURIComponent(date)}`, { signal });
  if (outcome.kind !== "ok") return { type: "error" };
  const { type, hasInsurance } = outcome.body;
  return type === "success" && typeof hasInsurance === "boolean" ? { type, hasInsurance } : { type: "error" };
}

/** The navigation to LähiTapiola's permit application; the insurer returns the user to `returnPath`. */
export function applyPermitHref(returnPath: string, lang: Lang): string {
  const query = new URLSearchParams({ redirectTo: returnPath, channel: LAHITAPIOLA_CHANNEL, lang });
  return `/api/insurance/lahitapiola-apply-permit?${query.toString()}`;
}
