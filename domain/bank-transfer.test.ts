import { describe, expect, it } from "vitest";
import { formatFinnishReference, formatIban, formatRfReference, isValidIban, rfReference, virtualBarcode } from "./bank-transfer";

// The examples of the Finnish bank barcode guide (Finanssiala, Pankkiviivakoodi-opas, 2021),
// checked by hand: the field boundaries are marked in the expected strings' comments.

describe("the virtual bank barcode", () => {
  it("is version 4 with a national reference (the guide's first example)", () => {
    // 4 | 7944052020036082 | 004883 15 | 000 | 00000868516259619897 | 100612
    expect(virtualBarcode({ iban: "FI79 4405 2020 0360 82", amountCents: 488_315, reference: "86851 62596 19897", dueDate: "2010-06-12" })).toBe(
      "479440520200360820048831500000000868516259619897100612",
    );
  });

  it("is version 5 with an RF reference (the same payment)", () => {
    // 5 | 7944052020036082 | 004883 15 | 09 | 000000868516259619897 | 100612
    expect(virtualBarcode({ iban: "FI79 4405 2020 0360 82", amountCents: 488_315, reference: "RF09 8685 1625 9619 897", dueDate: "2010-06-12" })).toBe(
      "579440520200360820048831509000000868516259619897100612",
    );
  });

  it("prints zeros for a missing due date and for an amount it cannot carry", () => {
    expect(virtualBarcode({ iban: "FI16 8000 1400 0502 67", amountCents: 93_585, reference: "78 77767 96566 28687", dueDate: null })).toBe(
      "416800014000502670009358500000078777679656628687000000",
    );
    expect(virtualBarcode({ iban: "FI73 3131 3001 0000 58", amountCents: 0, reference: "8 68624", dueDate: "2013-08-09" })).toBe(
      "473313130010000580000000000000000000000000868624130809",
    );
    expect(virtualBarcode({ iban: "FI73 3131 3001 0000 58", amountCents: 100_000_000, reference: "868624", dueDate: null })?.slice(17, 25)).toBe("00000000");
  });

  it("refuses an account that is not a valid Finnish IBAN and a reference that does not fit", () => {
    expect(virtualBarcode({ iban: "FI79 4405 2020 0360 83", amountCents: 100, reference: "868624", dueDate: null })).toBeNull();
    expect(virtualBarcode({ iban: "SE45 5000 0000 0583 9825 7466", amountCents: 100, reference: "868624", dueDate: null })).toBeNull();
    expect(virtualBarcode({ iban: "FI79 4405 2020 0360 82", amountCents: 100, reference: "1".repeat(21), dueDate: null })).toBeNull();
  });
});

describe("reference numbers and accounts", () => {
  it("gives the RF form of a national reference (ISO 11649)", () => {
    expect(rfReference("86851 62596 19897")).toBe("RF09868516259619897");
    expect(rfReference("590738390")).toBe("RF66590738390");
    expect(formatRfReference("RF09868516259619897")).toBe("RF09 8685 1625 9619 897");
  });

  it("groups a national reference in fives from the right and an IBAN in fours", () => {
    expect(formatFinnishReference("868516259619897")).toBe("86851 62596 19897");
    expect(formatFinnishReference("41002006")).toBe("410 02006");
    expect(formatIban("FI2112345600000785")).toBe("FI21 1234 5600 0007 85");
  });

  it("checks an IBAN's check digits", () => {
    expect(isValidIban("FI21 1234 5600 0007 85")).toBe(true);
    expect(isValidIban("FI22 1234 5600 0007 85")).toBe(false);
  });
});
