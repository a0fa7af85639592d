import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf, mergeFieldErrors, zodFieldErrors } from "./field-errors";

describe("field errors", () => {
  it("keep the first problem of each field", () => {
    const errors = fieldErrorsOf([
      { path: "email", message: "validation.email.required" },
      { path: "email", message: "validation.email.invalid" },
      { path: "phone", message: "validation.phone.invalid" },
    ]);
    expect(errors).toEqual({
      email: { path: "email", message: "validation.email.required" },
      phone: { path: "phone", message: "validation.phone.invalid" },
    });
  });

  it("come from a zod error by path, and are empty without one", () => {
    const schema = z.object({ name: z.string().min(1, "validation.firstName.required") });
    expect(zodFieldErrors(schema.safeParse({ name: "" }).error).name?.message).toBe("validation.firstName.required");
    expect(zodFieldErrors(undefined)).toEqual({});
  });

  it("merge the client's own problems first, then the server's, skipping edited-away ones", () => {
    const client = { email: { path: "email", message: "validation.email.invalid" } };
    const server = {
      email: { path: "email", message: "validation.email.required" },
      phone: { path: "phone", message: "validation.phone.invalid" },
      name: undefined,
    };
    expect(mergeFieldErrors(client, server)).toEqual({ email: client.email, phone: server.phone });
  });
});
