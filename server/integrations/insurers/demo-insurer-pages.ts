import express, { type Router } from "express";
import { LANGUAGES, type Language } from "#domain/enums";
import { LAHITAPIOLA_REFERRER } from "#domain/insurers";
import type { ApplicationDecision, DemoInsurers } from "./demo-insurers";
import { escapeHtml } from "#server/html-escape";

// The demo LähiTapiola's permit application page (a development tool, like the test identity
// provider): plain server-rendered HTML with no script and no style, in fi, sv or en. Its buttons
// are links of a GET form carrying the one-time application id; the decision sends the browser
// back to the portal path the application named, with `referrer=lahitapiola&status=...`.

const TEXTS: Record<Language, Record<"title" | "banner" | "intro" | "allow" | "deny" | "cancel" | "error" | "expired" | "back", string>> = {
  fi: {
    title: "Suorakorvausluvan hakeminen – LähiTapiola (testi)",
    banner: "Testipalvelu: tämä sivu jäljittelee vakuutusyhtiön sivua. Oikeita tietoja ei käsitellä.",
    intro: "Haet suorakorvauslupaa terveysvakuutuksellesi. Vakuutusyhtiö päättää luvasta heti.",
    allow: "Hae lupaa (myönnetään)",
    deny: "Hae lupaa (hylätään)",
    cancel: "Peruuta",
    error: "Jäljittele virhettä",
    expired: "Hakemusta ei löytynyt tai se on vanhentunut.",
    back: "Palaa palveluun",
  },
  sv: {
    title: "Ansökan om direktersättning – LokalTapiola (test)",
    banner: "Testtjänst: sidan efterliknar försäkringsbolagets sida. Inga riktiga uppgifter behandlas.",
    intro: "Du ansöker om tillstånd till direktersättning för din sjukvårdsförsäkring. Försäkringsbolaget beslutar genast.",
    allow: "Ansök (beviljas)",
    deny: "Ansök (avslås)",
    cancel: "Avbryt",
    error: "Efterlikna ett fel",
    expired: "Ansökan hittades inte eller har gått ut.",
    back: "Tillbaka till tjänsten",
  },
  en: {
    title: "Apply for a direct compensation permit – LähiTapiola (test)",
    banner: "Test service: this page imitates the insurer's page. No real data is processed.",
    intro: "You are applying for a direct compensation permit for your health insurance. The insurer decides at once.",
    allow: "Apply (granted)",
    deny: "Apply (denied)",
    cancel: "Cancel",
    error: "Imitate an error",
    expired: "The application was not found or has expired.",
    back: "Back to the service",
  },
};

function langOf(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : "fi";
}

function page(lang: Language, body: string): string {
  const texts = TEXTS[lang];
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(texts.title)}</title>
</head>
<body>
<header><p>${escapeHtml(texts.banner)}</p></header>
<main>
<h1>${escapeHtml(texts.title)}</h1>
${body}
</main>
</body>
</html>
`;
}

const DECISIONS: readonly ApplicationDecision[] = ["allow", "deny", "cancel", "error"];

/** The return address: the portal path with the insurer's query parameters added. */
export function returnUrl(returnPath: string, status: string): string {
  const url = new URL(returnPath, "http://portal.invalid");
  url.searchParams.set("referrer", LAHITAPIOLA_REFERRER);
  url.searchParams.set("status", status);
  return url.pathname + url.search + url.hash;
}

export function demoInsurerPagesRouter(insurers: DemoInsurers): Router {
  const router = express.Router();

  router.get("/lahitapiola/apply-permit", (req, res) => {
    const lang = langOf(req.query.lang);
    const texts = TEXTS[lang];
    const id = typeof req.query.application === "string" ? req.query.application : "";
    const application = insurers.findApplication(id);
    res.setHeader("Cache-Control", "no-store");
    if (!application) {
      res.status(404).type("html").send(page(lang, `<p>${escapeHtml(texts.expired)}</p>\n<p><a href="/${lang}">${escapeHtml(texts.back)}</a></p>`));
      return;
    }
    const buttons = DECISIONS.map(
      (decision) => `<p><button type="submit" name="decision" value="${decision}">${escapeHtml(texts[decision])}</button></p>`,
    ).join("\n");
    res.type("html").send(
      page(
        lang,
        `<p>${escapeHtml(texts.intro)}</p>
<form method="get" action="decision">
<input type="hidden" name="application" value="${escapeHtml(id)}">
<input type="hidden" name="lang" value="${lang}">
${buttons}
</form>`,
      ),
    );
  });

  router.get("/lahitapiola/decision", async (req, res) => {
    const lang = langOf(req.query.lang);
    const id = typeof req.query.application === "string" ? req.query.application : "";
    const decision = DECISIONS.find((candidate) => candidate === req.query.decision) ?? "cancel";
    const outcome = await insurers.decideApplication(id, decision);
    res.setHeader("Cache-Control", "no-store");
    if (!outcome) {
      const texts = TEXTS[lang];
      res.status(404).type("html").send(page(lang, `<p>${escapeHtml(texts.expired)}</p>\n<p><a href="/${lang}">${escapeHtml(texts.back)}</a></p>`));
      return;
    }
    res.redirect(303, returnUrl(outcome.returnPath, outcome.status));
  });

  return router;
}
