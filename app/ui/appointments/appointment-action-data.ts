import type { SubmissionResult } from "@conform-to/react";
import type { AppointmentIntent } from "#domain/appointment-actions";
import type { ArrivalReasonResult, CancelAppointmentResult, CheckInResult } from "#domain/appointment-results";
import type { ValidationDetail } from "#domain/validation-details";
import { useActionData, useNavigation } from "react-router";

/** What an appointment page action answers when it does not redirect: the result code to show. */
export interface AppointmentActionData {
  intent: AppointmentIntent | null;
  appointmentId: number | null;
  outcome: CancelAppointmentResult | CheckInResult | ArrivalReasonResult | "ValidationError";
  /** The form's submission with its errors, so the form keeps what the user typed. */
  result?: SubmissionResult<ValidationDetail[]>;
}

/** The action's answer to this intent for this appointment, if the last post was it. */
export function useAppointmentActionData(intent: AppointmentIntent, appointmentId: number): AppointmentActionData | null {
  const data = useActionData<AppointmentActionData | undefined>();
  return data && data.intent === intent && data.appointmentId === appointmentId ? data : null;
}

/** True while this intent for this appointment is being posted. */
export function useAppointmentActionPending(intent: AppointmentIntent, appointmentId: number): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent && navigation.formData.get("appointmentId") === String(appointmentId);
}
