import { afterEach, vi } from "vitest";

// A test that makes the code log an error or a warning fails, unless it expects one
// (vi.spyOn(console, "error").mockImplementation(...) in the test itself).
const unexpected: string[] = [];
for (const level of ["error", "warn"] as const) {
  vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
    unexpected.push(`console.${level}: ${args.map(String).join(" ")}`);
  });
}

afterEach(() => {
  const messages = unexpected.splice(0);
  if (messages.length > 0) throw new Error(`Unexpected console output:\n${messages.join("\n")}`);
});
