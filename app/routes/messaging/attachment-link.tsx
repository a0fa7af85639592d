import { useState } from "react";
import { useT } from "#app/i18n/use-t";
import { useCsrfToken, useLeaveWithoutSession } from "#app/ui/api-client";
import { useToast } from "#app/ui/toast-provider";
import { useHydrated } from "#app/ui/use-hydrated";
import { messagingClient, NETWORK_FAILURE } from "./lazy-client";

// An attachment's name in a message (spec part 2 §7 AttachmentDownloadUrl, decision 184): on
// activation the browser asks for a short-lived download address signed for this session and
// loads it; the file comes as a download, so the page stays. Before the page is alive it is the
// plain name.

export function AttachmentLink({ id, fileName }: { id: number; fileName: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const csrfToken = useCsrfToken();
  const toast = useToast();
  const leave = useLeaveWithoutSession();
  const [busy, setBusy] = useState(false);
  if (!hydrated) return <span data-private="">{fileName}</span>;

  async function download() {
    setBusy(true);
    const outcome = await messagingClient.load().then((client) => client.attachmentDownloadAddress(id, { csrfToken }), () => NETWORK_FAILURE);
    setBusy(false);
    if (outcome.kind === "session") return leave(outcome.expired);
    if (outcome.kind === "ok" && outcome.data) {
      window.location.assign(outcome.data);
      return;
    }
    toast.show({ kind: "error", title: t("messaging.attachments.downloadFailed") });
  }

  return (
    <button type="button" className="link-button message__attachment" onClick={() => void download()} aria-busy={busy} aria-label={t("messaging.attachments.download", { name: fileName })} data-private="">
      {fileName}
    </button>
  );
}
