import { describe, expect, it } from "vitest";
import { LabTestCodeSchema } from "./health-record-inputs";

describe("laboratory code of a path", () => {
  it("takes the code as the laboratory writes it, and refuses control characters and overlong text", () => {
    expect(LabTestCodeSchema.parse(" 4515 fP -Kol ")).toBe("4515 fP -Kol");
    expect(LabTestCodeSchema.safeParse("\u0000").success).toBe(false);
    expect(LabTestCodeSchema.safeParse("4515\u0000").success).toBe(false);
    expect(LabTestCodeSchema.safeParse("x".repeat(61)).success).toBe(false);
  });
});
