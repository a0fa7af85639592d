import { describe, expect, it, vi } from "vitest";
import { INTL_LOCALE, perLanguage } from "./intl-locale";

describe("perLanguage", () => {
  it("builds one formatter per language, for that language's locale, on first use", () => {
    const build = vi.fn((locale: string) => new Intl.NumberFormat(locale));
    const format = perLanguage(build);
    expect(build).not.toHaveBeenCalled();
    expect(format("fi")).toBe(format("fi"));
    expect(format("sv")).not.toBe(format("fi"));
    expect(build.mock.calls).toEqual([[INTL_LOCALE.fi], [INTL_LOCALE.sv]]);
    expect(format("fi").format(1234.5)).toBe("1\u00a0234,5");
  });
});
