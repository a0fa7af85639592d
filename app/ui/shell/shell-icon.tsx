// The shell's icons are lucide icons drawn by the style sheet (tools/shell-icons.mjs, decision
// 251): an element with a class, no icon code in the browser's JavaScript. Always decorative:
// each sits next to a text that names what it stands for.

export type ShellIconName =
  | "home" | "appointments" | "booking" | "messages" | "team" | "sickness-fund" | "certificates" | "vaccinations"
  | "invoices" | "visits" | "prescriptions" | "laboratory" | "imaging" | "questionnaires" | "chat" | "help"
  | "user" | "account" | "log-in" | "log-out" | "change-person" | "menu" | "close" | "more" | "next-appointment" | "filters";

export function ShellIcon({ name, large = false }: { name: ShellIconName; large?: boolean }) {
  return <span className={`shell-icon shell-icon--${name}${large ? " shell-icon--large" : ""}`} aria-hidden="true" />;
}
