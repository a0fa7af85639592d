import { describe, expect, it } from "vitest";
import { PaymentCreationRequestSchema, paymentFailureReasonOf, paymentLanguageOf, termsParts } from "./payments";

describe("payments", () => {
  it("keeps only the text and https links of the provider's terms", () => {
    expect(termsParts('By paying you accept the <a href="https://www.paytrail.com/en/terms" target="_blank">payment terms</a>.')).toEqual([
      { text: "By paying you accept the " },
      { text: "payment terms", href: "https://www.paytrail.com/en/terms" },
      { text: "." },
    ]);
    expect(termsParts('<img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><script>y</script>')).toEqual([{ text: "x" }, { text: "y" }]);
    expect(termsParts("A &amp; B")).toEqual([{ text: "A & B" }]);
  });

  it("maps languages and failure reasons", () => {
    expect([paymentLanguageOf("fi"), paymentLanguageOf("sv"), paymentLanguageOf("en")]).toEqual(["FI", "SV", "EN"]);
    expect(paymentFailureReasonOf("expiredCard")).toBe("expiredCard");
    expect(paymentFailureReasonOf("<b>")).toBeNull();
  });

  it("parses the payment creation request of the spec", () => {
    const parsed = PaymentCreationRequestSchema.safeParse({
      amount: 5390,
      customer: { email: "a@b.fi", phone: "+358401234567", firstName: "Aino", lastName: "Virtanen" },
      items: [{ productCode: "4100200", unitPrice: 5390, units: 1, vatPercentage: 0 }],
      language: "FI",
      reference: "41002009",
    });
    expect(parsed.success).toBe(true);
    expect(PaymentCreationRequestSchema.safeParse({ amount: -1, language: "FI", reference: "41002009" }).success).toBe(false);
    expect(PaymentCreationRequestSchema.safeParse({ amount: 1, language: "DE", reference: "41002009" }).success).toBe(false);
  });
});
