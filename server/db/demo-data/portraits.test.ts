import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRACTITIONERS } from "./catalog-data";
import { portraitPath, portraitSvg } from "./portraits";

describe("demo portraits", () => {
  const people = PRACTITIONERS.filter((practitioner) => !practitioner.isResource);

  it("are in public/ for every practitioner who is a person, as generated (npm run demo:portraits)", () => {
    for (const practitioner of people) {
      const file = path.resolve("public", `.${portraitPath(practitioner.key)}`);
      expect(readFileSync(file, "utf8"), practitioner.key).toBe(portraitSvg(practitioner.key));
    }
  });

  it("draw the same face for a key every time, and faces that vary between people", () => {
    expect(portraitSvg("salminen")).toBe(portraitSvg("salminen"));
    expect(new Set(people.map((practitioner) => portraitSvg(practitioner.key))).size).toBeGreaterThan(people.length * 0.8);
  });
});
