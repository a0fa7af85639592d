import type { MessageKey } from "#app/i18n/messages";

// How long a conversation has waited, in the largest unit that reads naturally in a list:
// minutes under an hour, hours under two days, then days (whole units, rounded down).

export function waitingDuration(since: Date, now: Date): { key: MessageKey; count: number } {
  const minutes = Math.max(0, Math.floor((now.getTime() - since.getTime()) / 60_000));
  if (minutes < 60) return { key: "workspace.duration.minutes", count: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return { key: "workspace.duration.hours", count: hours };
  return { key: "workspace.duration.days", count: Math.floor(hours / 24) };
}
