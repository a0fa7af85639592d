import { describe, expect, it } from "vitest";
import { ARRIVAL_REASON_MAX_LENGTH, arrivalReasonCounter } from "./arrival-reason";
import { ArrivalReasonSchema } from "./appointment-actions";

describe("arrival reason", () => {
  it("allows up to 300 characters, including none", () => {
    expect(ARRIVAL_REASON_MAX_LENGTH).toBe(300);
    expect(ArrivalReasonSchema.parse("")).toBe("");
    expect(ArrivalReasonSchema.parse("x".repeat(300))).toHaveLength(300);
  });

  it("refuses 301 characters with 'Character limit exceeded'", () => {
    const result = ArrivalReasonSchema.safeParse("x".repeat(301));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["validation.arrivalReason.tooLong"]);
  });

  it("refuses a non-string", () => {
    expect(ArrivalReasonSchema.safeParse(null).error?.issues[0]?.message).toBe("validation.invalidValue");
  });

  it("drives the n / 300 counter", () => {
    expect(arrivalReasonCounter("")).toEqual({ length: 0, max: 300, exceeded: false });
    expect(arrivalReasonCounter("Kuumetta ja yskää")).toEqual({ length: 17, max: 300, exceeded: false });
    expect(arrivalReasonCounter("x".repeat(300))).toEqual({ length: 300, max: 300, exceeded: false });
    expect(arrivalReasonCounter("x".repeat(301))).toEqual({ length: 301, max: 300, exceeded: true });
  });

  it("counts characters (code points) like the schema, so counter and save button agree", () => {
    expect(arrivalReasonCounter("😀".repeat(300))).toEqual({ length: 300, max: 300, exceeded: false });
    expect(ArrivalReasonSchema.safeParse("😀".repeat(300)).success).toBe(true);
    for (const text of ["😀".repeat(300), "😀".repeat(301), `${"x".repeat(299)}😀`, `${"x".repeat(300)}😀`]) {
      expect(arrivalReasonCounter(text).exceeded).toBe(!ArrivalReasonSchema.safeParse(text).success);
    }
  });

  it("drops control characters, keeping line breaks", () => {
    expect(ArrivalReasonSchema.parse("Polvi\u0000 kipeä\nportaissa\u0007")).toBe("Polvi kipeä\nportaissa");
  });
});
