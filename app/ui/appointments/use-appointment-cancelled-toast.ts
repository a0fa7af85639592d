import { useEffect } from "react";
import { useLocation } from "react-router";
import { useT } from "#app/i18n/use-t";
import { TOAST_DURATION_MS, useToast } from "#app/ui/toast-provider";

/** The hash the appointment page sends the user to after a cancellation (spec part 1 §4 "Cancel"). */
export const APPOINTMENT_CANCELLED_HASH = "appointment-cancelled";

/**
 * On the front page with #appointment-cancelled: the toast 'Appointment canceled' for 15 seconds,
 * and the hash is removed with history.replaceState (no navigation, so no loader runs again and a
 * reload does not repeat the toast). The browser's own location is read, since the router's
 * does not change on replaceState.
 */
export function useAppointmentCancelledToast(): void {
  const { hash } = useLocation();
  const toast = useToast();
  const t = useT();
  const title = t("frontPage.toast.appointmentCancelled");

  useEffect(() => {
    if (window.location.hash !== `#${APPOINTMENT_CANCELLED_HASH}`) return;
    toast.show({
      id: APPOINTMENT_CANCELLED_HASH,
      kind: "success",
      title,
      durationMs: TOAST_DURATION_MS.appointmentCancelled,
    });
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", pathname + search);
  }, [hash, toast, title]);
}
