import { describe, expect, it } from "vitest";
import { ACR_VALUES } from "#domain/identification-providers";
import { chosenMethod, IDP_TEXTS, languageOf } from "./texts";

describe("test provider texts", () => {
  it("follow ui_locales, Finnish by default", () => {
    expect(languageOf("sv")).toBe("sv");
    expect(languageOf("de en-GB")).toBe("en");
    expect(languageOf("de")).toBe("fi");
    expect(languageOf(undefined)).toBe("fi");
  });

  it("name every identification method the login page offers", () => {
    for (const acr of ACR_VALUES) {
      const method = chosenMethod(acr, "fi");
      expect(method.acr).toBe(acr);
      expect(method.name).not.toBe(IDP_TEXTS.fi.broker);
    }
    expect(chosenMethod("fi:bank:op", "en").name).toBe("OP");
    expect(chosenMethod("fi:bank:saastopankki", "fi").name).toBe("Säästöpankki");
    expect(chosenMethod("fi:bank:saastopankki", "sv").name).toBe("Sparbanken");
    expect(chosenMethod("fi:mobiilivarmenne", "sv").name).toBe("Mobilcertifikat");
    expect(chosenMethod("fi:bank:op fi:bank:nordea", "en")).toEqual({ acr: null, name: "Identification broker" });
    expect(chosenMethod("urn:unknown", "en").acr).toBeNull();
  });

  it("have the same keys in every language", () => {
    expect(Object.keys(IDP_TEXTS.sv).sort()).toEqual(Object.keys(IDP_TEXTS.fi).sort());
    expect(Object.keys(IDP_TEXTS.en).sort()).toEqual(Object.keys(IDP_TEXTS.fi).sort());
  });
});
