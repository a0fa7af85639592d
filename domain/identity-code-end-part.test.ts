import { describe, expect, it } from "vitest";
import { END_PART_LENGTH, endPartMatches, isAllowedEndPartCharacter, isValidEndPart } from "./identity-code-end-part";
import { SsnEndPartSchema } from "./appointment-actions";

describe("isAllowedEndPartCharacter", () => {
  it("allows only digits in the first three inputs", () => {
    for (const index of [0, 1, 2]) {
      expect(isAllowedEndPartCharacter(index, "0")).toBe(true);
      expect(isAllowedEndPartCharacter(index, "9")).toBe(true);
      expect(isAllowedEndPartCharacter(index, "A")).toBe(false);
      expect(isAllowedEndPartCharacter(index, "-")).toBe(false);
    }
  });

  it("allows a digit or a check character in the last input, in either case", () => {
    expect(isAllowedEndPartCharacter(3, "7")).toBe(true);
    expect(isAllowedEndPartCharacter(3, "T")).toBe(true);
    expect(isAllowedEndPartCharacter(3, "t")).toBe(true);
    expect(isAllowedEndPartCharacter(3, "Y")).toBe(true);
    for (const letter of ["G", "I", "O", "Q", "Z", "g", "ä", "-", "+"]) {
      expect(isAllowedEndPartCharacter(3, letter)).toBe(false);
    }
  });

  it("refuses empty or multi-character input and positions outside the four", () => {
    expect(isAllowedEndPartCharacter(0, "")).toBe(false);
    expect(isAllowedEndPartCharacter(0, "12")).toBe(false);
    expect(isAllowedEndPartCharacter(-1, "1")).toBe(false);
    expect(isAllowedEndPartCharacter(END_PART_LENGTH, "1")).toBe(false);
  });
});

describe("SsnEndPartSchema", () => {
  it("uppercases and trims", () => {
    expect(SsnEndPartSchema.parse("308t")).toBe("308T");
    expect(SsnEndPartSchema.parse(" 9021 ")).toBe("9021");
  });

  it.each(["", "308", "308TT", "30AT", "A08T", "308G", "308-", 3084, null])("refuses %j", (input) => {
    const result = SsnEndPartSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["validation.ssnEndPart.invalid"]);
  });

  it("isValidEndPart agrees", () => {
    expect(isValidEndPart("308t")).toBe(true);
    expect(isValidEndPart("30")).toBe(false);
  });
});

describe("endPartMatches", () => {
  it("compares with the last four characters, case-insensitively", () => {
    expect(endPartMatches("131052-308T", "308t")).toBe(true);
    expect(endPartMatches("131052-308t ", "308T")).toBe(true);
    expect(endPartMatches("131052-308T", "308U")).toBe(false);
    expect(endPartMatches("131052-308T", "08T")).toBe(false);
  });
});
