import type { PersonRef } from "#server/modules/messaging/conversation-service";
import { useT } from "#app/i18n/use-t";

/** A message's author or a participant: "You" for the customer (spec part 2 §3), else the name. */
export function PersonName({ person }: { person: PersonRef }) {
  const t = useT();
  return <>{person.kind === "customer" ? t("messaging.you") : person.name}</>;
}
