// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PaymentInvoice } from "#server/modules/payments/payment-service";
import { axeViolations, renderRoute, useFetchStub } from "#app/ui/test-utils";
import PayPage from "./pay";
import PaymentResultPage from "./payment-result";
import type { PayPageData } from "./pay.server";
import type { PaymentResultPageData } from "./payment-result.server";

// The pay page and the payment result page as the patient sees them (spec part 2 §2, §4, §5): the
// provider buttons, the check of the invoice before the provider, the e-mail-required notice, and
// each result status; axe on each.

const fetchMock = useFetchStub();

afterEach(() => {
  vi.restoreAllMocks();
});

const INVOICE: PaymentInvoice = { id: 11, invoiceNumber: "4100200", sumCents: 5390, canBePaidOnline: true, paid: false, paidDate: null, brand: "adult", hasReceipt: false, forChild: null };
const PAID: PaymentInvoice = { ...INVOICE, canBePaidOnline: false, paid: true, paidDate: "2026-11-24", hasReceipt: true };

const READY: PayPageData = {
  state: "ready",
  invoice: INVOICE,
  terms: [{ text: "By choosing a payment method you accept the " }, { text: "payment terms", href: "https://www.paytrail.com/en/consumer/payment-terms" }, { text: "." }],
  providers: [
    { name: "Test bank", id: "testbank", url: "http://localhost/dev/paytrail/pay/t1/testbank", svg: "data:image/svg+xml;base64,PHN2Zy8+", parameters: [{ name: "token", value: "a" }] },
    { name: "Test card", id: "testcard", url: "http://localhost/dev/paytrail/pay/t1/testcard", svg: "data:image/svg+xml;base64,PHN2Zy8+", parameters: [{ name: "token", value: "b" }] },
  ],
};

function lookUpAnswer(status: "Open" | "Paid") {
  return Promise.resolve(
    new Response(JSON.stringify({ invoice: { invoiceNumber: "4100200", sumCents: 5390, status, paidDate: status === "Paid" ? "2026-11-24" : null } }), {
      status: 200,
      headers: { "content-type": "application/json" },
    }),
  );
}

describe("pay page", () => {
  it("shows the invoice number, the sum, the payment methods with their names, the terms and a cancel link, and passes axe", async () => {
    const { container } = renderRoute(PayPage, { page: "invoicePayment", path: "/en/pay/11", loaderData: READY, otherPages: { invoices: "Invoices" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Pay invoice" })).toBeTruthy();
    expect(screen.getByText("4100200")).toBeTruthy();
    expect(screen.getByText("€53.90")).toBeTruthy();
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual(["Test bank", "Test card"]);
    expect(screen.getByRole("link", { name: "payment terms" }).getAttribute("href")).toBe("https://www.paytrail.com/en/consumer/payment-terms");
    expect(screen.getByRole("link", { name: "Cancel" }).getAttribute("href")).toBe("/en/invoices");
    const form = screen.getByRole("button", { name: "Test bank" }).closest("form")!;
    expect(form.getAttribute("action")).toBe("http://localhost/dev/paytrail/pay/t1/testbank");
    expect(form.getAttribute("method")).toBe("post");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("posts the provider's form only while the invoice is still open", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    fetchMock.mockReturnValueOnce(lookUpAnswer("Open"));
    renderRoute(PayPage, { page: "invoicePayment", path: "/en/pay/11", loaderData: READY });
    fireEvent.click(await screen.findByRole("button", { name: "Test card" }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/payments/good-sign-invoice?invoiceNumber=4100200");
  });

  it("loads the page again instead when the invoice is no longer open", async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => {});
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload } as Location);
    fetchMock.mockReturnValueOnce(lookUpAnswer("Paid"));
    renderRoute(PayPage, { page: "invoicePayment", path: "/en/pay/11", loaderData: READY });
    fireEvent.click(await screen.findByRole("button", { name: "Test bank" }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(submit).not.toHaveBeenCalled();
  });

  it("asks for the contact details when the e-mail address is missing, and passes axe", async () => {
    const { container } = renderRoute(PayPage, {
      page: "invoicePayment",
      path: "/en/pay/11",
      loaderData: { state: "emailRequired", invoice: INVOICE, contact: { streetAddress: "Puistokatu 4", postalCode: "20100", postOffice: "TURKU", emailAddress: null, phoneNumber: "+358401234510" } } satisfies PayPageData,
    });
    expect(await screen.findByText("A valid email address is required before paying. Please update your contact information.")).toBeTruthy();
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Street address") as HTMLInputElement).value).toBe("Puistokatu 4");
    expect(screen.getByRole("button", { name: "Save and continue to payment" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Test bank" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says 'Invoice not found' for an invoice that is not the patient's", async () => {
    renderRoute(PayPage, { page: "invoicePayment", path: "/en/pay/11", loaderData: { state: "notFound" } satisfies PayPageData });
    expect(await screen.findByRole("heading", { level: 1, name: "Invoice not found" })).toBeTruthy();
  });
});

describe("payment result page", () => {
  const render = (status: string, loaderData: PaymentResultPageData) =>
    renderRoute(PaymentResultPage, { page: "paymentResult", path: `/en/payment-result/${status}`, loaderData });

  it("fail: the interruption, why, the sum, the invoice number, unpaid and try again; axe clean", async () => {
    const { container } = render("fail", { status: "fail", invoice: INVOICE, reason: "insufficientFunds" });
    expect(await screen.findByRole("heading", { level: 1, name: "Payment interrupted" })).toBeTruthy();
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain("Insufficient funds.");
    expect(screen.getByText("€53.90")).toBeTruthy();
    expect(screen.getByText("4100200")).toBeTruthy();
    expect(screen.getByText("Unpaid")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Try again" }).getAttribute("href")).toBe("/en/pay/11");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("fail of an invoice paid meanwhile: paid with the date and no try again", async () => {
    render("fail", { status: "fail", invoice: { ...INVOICE, canBePaidOnline: false, paid: true, paidDate: "2026-11-24" }, reason: null });
    expect(await screen.findByText("Paid 24.11.2026")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Try again" })).toBeNull();
  });

  it("ok: the completion, the amount, the invoice number, the paid date, the receipt and the way back; axe clean", async () => {
    const { container } = render("ok", { status: "ok", invoice: PAID, reason: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Payment completed" })).toBeTruthy();
    expect(container.querySelector("section [role=status]")?.textContent).toBe("Thank you! Your payment has been received.");
    const facts = Object.fromEntries(Array.from(container.querySelectorAll(".payment-facts__row"), (row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]));
    expect(facts).toEqual({ Sum: "€53.90", "Invoice number": "4100200", Status: "Paid 24.11.2026" });
    const receipt = screen.getByRole("link", { name: /^Receipt \(PDF\)/ });
    expect(receipt.getAttribute("href")).toBe("/api/invoices/11/pdf?filename=adult_receipt_4100200&lang=en");
    expect(receipt.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "Back to invoices" }).getAttribute("href")).toBe("/en/invoices");
    expect(screen.getByRole("link", { name: "Back to the front page" }).getAttribute("href")).toBe("/en");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("fail shows the same facts as ok, as a styled list of facts", async () => {
    const { container } = render("fail", { status: "fail", invoice: INVOICE, reason: null });
    await screen.findByRole("heading", { level: 1, name: "Payment interrupted" });
    const facts = Object.fromEntries(Array.from(container.querySelectorAll(".payment-facts__row"), (row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent]));
    expect(facts).toEqual({ Sum: "€53.90", "Invoice number": "4100200", Status: "Unpaid" });
    expect(screen.getByRole("link", { name: "Back to invoices" }).getAttribute("href")).toBe("/en/invoices");
  });

  it.each(["pending", "delayed"] as const)("%s renders nothing but its heading and the way on (part 2 §4, decision 293)", async (status) => {
    const { container } = render(status, { status, invoice: INVOICE, reason: null });
    expect(await screen.findByRole("heading", { level: 1, name: "Payment is being processed" })).toBeTruthy();
    expect(container.querySelector("section [role=status]")).toBeNull();
    expect(container.querySelector(".payment-facts")).toBeNull();
    expect(container.querySelector("section")?.textContent).toBe("Payment is being processedAll invoices");
    expect(await axeViolations(container)).toEqual([]);
  });
});
