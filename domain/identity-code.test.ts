import { describe, expect, it } from "vitest";
import { CENTURY_SIGNS, IDENTITY_CODE_CHECK_CHARACTERS, ageOn, identityCodeCheckCharacter, isValidIdentityCode, makeIdentityCode, parseIdentityCode } from "./identity-code";
import { createIdentityCodeSchema } from "./identity-code-inputs";

const IdentityCodeSchema = createIdentityCodeSchema();

// Published examples: the classic one and DVV's examples for the signs introduced in 2023.
const VALID_CODES: Array<[code: string, birthDate: string, gender: "female" | "male"]> = [
  ["131052-308T", "1952-10-13", "female"],
  ["010594Y9021", "1994-05-01", "female"],
  ["020594X903P", "1994-05-02", "male"],
  ["020594X902N", "1994-05-02", "female"],
  ["030594W903B", "1994-05-03", "male"],
  ["030694W9024", "1994-06-03", "female"],
  ["040594V9030", "1994-05-04", "male"],
  ["050594U903M", "1994-05-05", "male"],
  ["050594U902L", "1994-05-05", "female"],
  ["020504A902E", "2004-05-02", "female"],
  ["020504B904H", "2004-05-02", "female"],
  ["010516B903X", "2016-05-01", "male"],
  ["020516C903K", "2016-05-02", "male"],
  ["030516D9037", "2016-05-03", "male"],
  ["030516D9026", "2016-05-03", "female"],
  ["010501E9032", "2001-05-01", "male"],
  ["020502E902X", "2002-05-02", "female"],
  ["020503F9037", "2003-05-02", "male"],
];

describe("identityCodeCheckCharacter", () => {
  it("has 31 check characters without G, I, O, Q or Z", () => {
    expect(IDENTITY_CODE_CHECK_CHARACTERS).toHaveLength(31);
    expect(IDENTITY_CODE_CHECK_CHARACTERS).not.toMatch(/[GIOQZ]/);
  });

  it("maps DDMMYYNNN mod 31 onto the character set", () => {
    expect(identityCodeCheckCharacter("131052308")).toBe("T"); // 131052308 % 31 = 25
    expect(identityCodeCheckCharacter("000000031")).toBe("0");
    expect(identityCodeCheckCharacter("000000030")).toBe("Y");
    expect(identityCodeCheckCharacter("000000016")).toBe("H"); // skips G
  });

  it("refuses anything but nine digits", () => {
    expect(() => identityCodeCheckCharacter("13105230")).toThrow(RangeError);
    expect(() => identityCodeCheckCharacter("13105230A")).toThrow(RangeError);
  });
});

describe("parseIdentityCode", () => {
  it.each(VALID_CODES)("accepts %s", (code, birthDate, gender) => {
    expect(parseIdentityCode(code)).toEqual({ ok: true, code, birthDate, gender, isDevelopmentCode: false });
  });

  it("trims and uppercases the input", () => {
    expect(parseIdentityCode("  131052-308t ")).toMatchObject({ ok: true, code: "131052-308T" });
    expect(parseIdentityCode("010594y9021")).toMatchObject({ ok: true, code: "010594Y9021" });
  });

  it("keeps the century sign: 100190-999P and 100190Y999P are two people", () => {
    const classic = parseIdentityCode("100190-999P");
    const newSign = parseIdentityCode("100190Y999P");
    expect(classic).toMatchObject({ ok: true, code: "100190-999P", birthDate: "1990-01-10" });
    expect(newSign).toMatchObject({ ok: true, code: "100190Y999P", birthDate: "1990-01-10" });
    expect(classic.ok && newSign.ok && classic.code !== newSign.code).toBe(true);
  });

  it.each([
    ["+", "1852"],
    ["-", "1952"],
    ["Y", "1952"],
    ["X", "1952"],
    ["W", "1952"],
    ["V", "1952"],
    ["U", "1952"],
    ["A", "2052"],
    ["B", "2052"],
    ["C", "2052"],
    ["D", "2052"],
    ["E", "2052"],
    ["F", "2052"],
  ])("reads century sign %s as year %s", (sign, year) => {
    expect(parseIdentityCode(`131052${sign}308T`)).toMatchObject({ ok: true, birthDate: `${year}-10-13` });
  });

  it("derives gender from the individual number: even female, odd male", () => {
    expect(parseIdentityCode(makeIdentityCode("1980-01-01", 124))).toMatchObject({ gender: "female" });
    expect(parseIdentityCode(makeIdentityCode("1980-01-01", 125))).toMatchObject({ gender: "male" });
  });

  it.each([
    ["", "length"],
    ["131052-308", "length"],
    ["131052-308TT", "length"],
    ["131052*308T", "format"],
    ["131052G308T", "format"],
    ["131052Z308T", "format"],
    ["1310a2-308T", "format"],
    ["131052-3O8T", "format"],
    ["131052-308U", "checkCharacter"],
    ["131052Y308S", "checkCharacter"],
    ["131052-308G", "checkCharacter"],
  ])("refuses %j (%s)", (code, reason) => {
    expect(parseIdentityCode(code)).toEqual({ ok: false, reason });
  });

  it("requires a real birth date", () => {
    expect(parseIdentityCode(makeIdentityCode("2000-02-29", 123).replace("290200", "300200"))).toEqual({
      ok: false,
      reason: "invalidDate",
    });
    expect(parseIdentityCode("320190-123A")).toEqual({ ok: false, reason: "invalidDate" });
    expect(parseIdentityCode("001390-123A")).toEqual({ ok: false, reason: "invalidDate" });
    expect(parseIdentityCode("310490-123A")).toEqual({ ok: false, reason: "invalidDate" });
  });

  it("accepts 29 February only in leap years, including the century rules", () => {
    expect(parseIdentityCode(makeIdentityCode("2000-02-29", 200))).toMatchObject({ ok: true, birthDate: "2000-02-29" });
    expect(parseIdentityCode(makeIdentityCode("1996-02-29", 200))).toMatchObject({ ok: true });
    const check = identityCodeCheckCharacter("290299200");
    expect(parseIdentityCode(`290299-200${check}`)).toEqual({ ok: false, reason: "invalidDate" });
    // 1900 was not a leap year, 2000 was: same digits, different sign.
    const check1900 = identityCodeCheckCharacter("290200200");
    expect(parseIdentityCode(`290200-200${check1900}`)).toEqual({ ok: false, reason: "invalidDate" });
    expect(parseIdentityCode(`290200A200${check1900}`)).toMatchObject({ ok: true });
    expect(parseIdentityCode(`290200+200${check1900}`)).toEqual({ ok: false, reason: "invalidDate" });
  });

  it("accepts any three digits as the individual number, 000 and 001 too (spec part 1 §5)", () => {
    expect(parseIdentityCode(`010190-000${identityCodeCheckCharacter("010190000")}`)).toMatchObject({ ok: true, gender: "female" });
    expect(parseIdentityCode("010190-001P")).toMatchObject({ ok: true, code: "010190-001P", gender: "male" });
    expect(makeIdentityCode("1990-01-01", 1)).toBe("010190-001P");
  });

  describe("development codes (two letters then a digit at the end)", () => {
    it("are accepted by default, without gender", () => {
      expect(parseIdentityCode("010190-1AB2")).toEqual({
        ok: true,
        code: "010190-1AB2",
        birthDate: "1990-01-01",
        gender: null,
        isDevelopmentCode: true,
      });
      expect(parseIdentityCode("010190a9xx1")).toMatchObject({ ok: true, code: "010190A9XX1", birthDate: "2090-01-01" });
    });

    it("are refused when disallowed", () => {
      expect(parseIdentityCode("010190-1AB2", { allowDevelopmentCodes: false })).toEqual({
        ok: false,
        reason: "developmentCodeNotAllowed",
      });
      expect(parseIdentityCode("131052-308T", { allowDevelopmentCodes: false })).toMatchObject({ ok: true });
    });

    it("still need a real date and the right shape", () => {
      expect(parseIdentityCode("310290-1AB2")).toEqual({ ok: false, reason: "invalidDate" });
      expect(parseIdentityCode("010190-ABC2")).toEqual({ ok: false, reason: "format" });
      expect(parseIdentityCode("010190-1A22")).toEqual({ ok: false, reason: "format" });
      expect(parseIdentityCode("010190-1ABC")).toEqual({ ok: false, reason: "format" });
    });
  });

  it("isValidIdentityCode mirrors parse", () => {
    expect(isValidIdentityCode("131052-308T")).toBe(true);
    expect(isValidIdentityCode("131052-308A")).toBe(false);
    expect(isValidIdentityCode("010190-1AB2", { allowDevelopmentCodes: false })).toBe(false);
  });
});

describe("ageOn", () => {
  it("counts full years", () => {
    expect(ageOn("1952-10-13", new Date("2024-10-12T12:00:00Z"))).toBe(71);
    expect(ageOn("1952-10-13", new Date("2024-10-13T12:00:00Z"))).toBe(72);
    expect(ageOn("2024-01-01", new Date("2024-06-01T12:00:00Z"))).toBe(0);
  });

  it("uses the Helsinki calendar day", () => {
    // 22:30 UTC on 12 October is already 13 October in Helsinki (UTC+3 in summer time).
    expect(ageOn("1952-10-13", new Date("2024-10-12T22:30:00Z"))).toBe(72);
    expect(ageOn("1952-10-13", new Date("2024-10-12T20:30:00Z"))).toBe(71);
    // Winter time, UTC+2.
    expect(ageOn("2012-01-15", new Date("2024-01-14T22:00:00Z"))).toBe(12);
    expect(ageOn("2012-01-15", new Date("2024-01-14T21:59:59Z"))).toBe(11);
  });

  it("turns a 29 February birthday into 1 March in common years", () => {
    expect(ageOn("2008-02-29", new Date("2026-02-28T12:00:00Z"))).toBe(17);
    expect(ageOn("2008-02-29", new Date("2026-03-01T12:00:00Z"))).toBe(18);
    expect(ageOn("2008-02-29", new Date("2028-02-29T12:00:00Z"))).toBe(20);
  });

  it("works with a parsed code (kela65 eligibility)", () => {
    const parsed = parseIdentityCode(makeIdentityCode("1960-09-01", 345));
    if (!parsed.ok) throw new Error("expected a valid code");
    expect(ageOn(parsed.birthDate, new Date("2025-08-31T12:00:00Z"))).toBe(64);
    expect(ageOn(parsed.birthDate, new Date("2025-09-01T12:00:00Z"))).toBe(65);
  });

  it("refuses a malformed birth date", () => {
    expect(() => ageOn("1952-13-01", new Date())).toThrow(RangeError);
  });
});

describe("makeIdentityCode", () => {
  it("rebuilds known codes", () => {
    expect(makeIdentityCode("1952-10-13", 308)).toBe("131052-308T");
    expect(makeIdentityCode("1994-05-01", 902, "Y")).toBe("010594Y9021");
    expect(makeIdentityCode("2016-05-01", 903, "B")).toBe("010516B903X");
  });

  it("picks the classic sign for the century", () => {
    expect(makeIdentityCode("1899-12-31", 2)).toMatch(/^311299\+002/);
    expect(makeIdentityCode("1900-01-01", 2)).toMatch(/^010100-002/);
    expect(makeIdentityCode("2000-01-01", 2)).toMatch(/^010100A002/);
  });

  it("produces codes that parse back to the same date for every sign", () => {
    for (const sign of Object.keys(CENTURY_SIGNS) as Array<keyof typeof CENTURY_SIGNS>) {
      const year = CENTURY_SIGNS[sign] + 47;
      const code = makeIdentityCode(`${year}-07-19`, 531, sign);
      expect(code.charAt(6)).toBe(sign);
      expect(parseIdentityCode(code)).toMatchObject({ ok: true, birthDate: `${year}-07-19`, gender: "male" });
    }
  });

  it("refuses inputs that cannot make a valid code", () => {
    expect(() => makeIdentityCode("1990-02-30", 100)).toThrow(RangeError);
    expect(() => makeIdentityCode("1990-01-01", -1)).toThrow(RangeError);
    expect(() => makeIdentityCode("1990-01-01", 1000)).toThrow(RangeError);
    expect(() => makeIdentityCode("1990-01-01", 12.5)).toThrow(RangeError);
    expect(() => makeIdentityCode("1990-01-01", 100, "A")).toThrow(RangeError);
    expect(() => makeIdentityCode("2100-01-01", 100)).toThrow(RangeError);
  });
});

describe("IdentityCodeSchema", () => {
  it("returns the normalised code", () => {
    expect(IdentityCodeSchema.parse(" 131052-308t ")).toBe("131052-308T");
    expect(IdentityCodeSchema.parse("100190y999p")).toBe("100190Y999P");
  });

  it.each([["131052-308A"], [""], ["131052-308TT"], ["x".repeat(40)], [12345678901], [undefined]])(
    "refuses %j with the catalog key",
    (input) => {
      const result = IdentityCodeSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(["validation.identityCode.invalid"]);
    },
  );

  it("can refuse development codes", () => {
    expect(IdentityCodeSchema.safeParse("010190-1AB2").success).toBe(true);
    expect(createIdentityCodeSchema({ allowDevelopmentCodes: false }).safeParse("010190-1AB2").success).toBe(false);
  });
});
