// The shell's icons are lucide icons in one SVG sprite (tools/shell-icons.mjs, decisions 251 and
// 427): an element that points at a symbol of the sprite, no icon code in the browser's
// JavaScript. Always decorative: each sits next to a text that names what it stands for.
import spriteUrl from "./shell-icons.svg?url&no-inline";

export type ShellIconName =
  | "home" | "appointments" | "booking" | "messages" | "team" | "sickness-fund" | "certificates" | "vaccinations"
  | "invoices" | "visits" | "prescriptions" | "laboratory" | "imaging" | "questionnaires" | "chat" | "help"
  | "user" | "account" | "log-in" | "log-out" | "change-person" | "menu" | "close" | "more" | "next-appointment" | "filters";

export function ShellIcon({ name, large = false }: { name: ShellIconName; large?: boolean }) {
  return (
    <svg className={`shell-icon shell-icon--${name}${large ? " shell-icon--large" : ""}`} aria-hidden="true" focusable="false">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
