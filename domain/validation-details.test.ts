import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toValidationDetails } from "./validation-details";

describe("toValidationDetails", () => {
  it("joins paths and carries length limits as { n }", () => {
    const schema = z.object({
      items: z.array(z.object({ name: z.string().max(3, "validation.maxLength") })).min(2, "validation.minLength"),
      flag: z.literal(true, { error: "validation.termsOfUse.required" }),
    });
    const result = schema.safeParse({ items: [{ name: "long name" }], flag: false });
    expect(result.error && toValidationDetails(result.error)).toEqual([
      { path: "items.0.name", message: "validation.maxLength", values: { n: 3 } },
      { path: "items", message: "validation.minLength", values: { n: 2 } },
      { path: "flag", message: "validation.termsOfUse.required" },
    ]);
  });

  it("uses an empty path for a top-level issue", () => {
    const result = z.string({ error: "validation.required" }).safeParse(1);
    expect(result.error && toValidationDetails(result.error)).toEqual([{ path: "", message: "validation.required" }]);
  });
});
