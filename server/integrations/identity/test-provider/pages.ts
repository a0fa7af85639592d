import type { Language } from "#domain/enums";
import { IDP_TEXTS, type IdpTexts } from "./texts";
import { escapeHtml } from "#server/html-escape";

// HTML of the test provider: plain server-rendered forms, no script and no inline style, so the
// pages work under a strict Content-Security-Policy and without JavaScript.

export interface PersonaChoice {
  key: string;
  name: string;
  identityCode: string;
}

export interface LoginFormState {
  identityCode: string;
  givenName: string;
  familyName: string;
  errors: Partial<Record<"identityCode" | "givenName" | "familyName", string>>;
}

export interface LoginPageInput {
  lang: Language;
  action: string;
  stylesheet: string;
  clientName: string;
  methodName: string;
  personas: readonly PersonaChoice[];
  form: LoginFormState;
}

function layout({ lang, title, stylesheet, body }: { lang: Language; title: string; stylesheet: string; body: string }): string {
  const texts = IDP_TEXTS[lang];
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheet)}">
</head>
<body>
<header class="banner"><p>${escapeHtml(texts.testBanner)}</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

type FieldName = keyof LoginFormState["errors"];

function field(texts: IdpTexts, form: LoginFormState, name: FieldName, options: { label: string; hint?: string; maxLength: number; autocomplete: string; autofocus: boolean }): string {
  const error = form.errors[name];
  const described = [options.hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ");
  return `<div class="field">
<label for="${name}">${escapeHtml(options.label)}</label>
${options.hint ? `<p class="hint" id="${name}-hint">${escapeHtml(options.hint)}</p>` : ""}
${error ? `<p class="error" id="${name}-error"><span class="visually-hidden">${escapeHtml(texts.errorPrefix)}: </span>${escapeHtml(error)}</p>` : ""}
<input id="${name}" name="${name}" type="text" required maxlength="${options.maxLength}" autocomplete="${options.autocomplete}" spellcheck="false" value="${escapeHtml(form[name])}"${described ? ` aria-describedby="${described}"` : ""}${error ? ' aria-invalid="true"' : ""}${options.autofocus ? " autofocus" : ""}>
</div>`;
}

export function loginPage(input: LoginPageInput): string {
  const texts = IDP_TEXTS[input.lang];
  const hasErrors = Object.keys(input.form.errors).length > 0;
  const firstError = (["identityCode", "givenName", "familyName"] as const).find((name) => input.form.errors[name]);
  const personas = input.personas
    .map(
      (persona) =>
        `<li><button type="submit" name="persona" value="${escapeHtml(persona.key)}">${escapeHtml(persona.name)} <span class="code">${escapeHtml(persona.identityCode)}</span></button></li>`,
    )
    .join("\n");
  const body = `<h1>${escapeHtml(texts.heading(input.methodName))}</h1>
<p>${escapeHtml(texts.intro(input.clientName))}</p>
<section aria-labelledby="personas-heading">
<h2 id="personas-heading">${escapeHtml(texts.personasHeading)}</h2>
<p>${escapeHtml(texts.personasHint)}</p>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="intent" value="persona">
<ul class="personas">
${personas}
</ul>
</form>
</section>
<section aria-labelledby="code-heading">
<h2 id="code-heading">${escapeHtml(texts.codeHeading)}</h2>
<form method="post" action="${escapeHtml(input.action)}" novalidate>
<input type="hidden" name="intent" value="identityCode">
${field(texts, input.form, "identityCode", { label: texts.identityCode, hint: texts.identityCodeHint, maxLength: 11, autocomplete: "off", autofocus: firstError === "identityCode" })}
<p class="hint">${escapeHtml(texts.namesHint)}</p>
${field(texts, input.form, "givenName", { label: texts.givenName, maxLength: 100, autocomplete: "given-name", autofocus: firstError === "givenName" })}
${field(texts, input.form, "familyName", { label: texts.familyName, maxLength: 100, autocomplete: "family-name", autofocus: firstError === "familyName" })}
<button type="submit" class="primary">${escapeHtml(texts.submit)}</button>
</form>
</section>
<form method="post" action="${escapeHtml(input.action)}">
<input type="hidden" name="intent" value="cancel">
<button type="submit" class="secondary">${escapeHtml(texts.cancel)}</button>
</form>`;
  const title = `${hasErrors ? `${texts.errorPrefix}: ` : ""}${texts.heading(input.methodName)} – ${texts.title}`;
  return layout({ lang: input.lang, title, stylesheet: input.stylesheet, body });
}

export interface StaffChoice {
  key: string;
  name: string;
  title: string;
  email: string;
}

/** The staff identity provider's sign-in (the professional client): demo professionals only. */
export function staffLoginPage({ lang, action, stylesheet, staff }: { lang: Language; action: string; stylesheet: string; staff: readonly StaffChoice[] }): string {
  const texts = IDP_TEXTS[lang];
  const choices = staff
    .map(
      (member) =>
        `<li><button type="submit" name="staff" value="${escapeHtml(member.key)}">${escapeHtml(member.name)}, ${escapeHtml(member.title)} <span class="code">${escapeHtml(member.email)}</span></button></li>`,
    )
    .join("\n");
  const body = `<h1>${escapeHtml(texts.staffHeading)}</h1>
<p>${escapeHtml(texts.staffIntro)}</p>
<section aria-labelledby="staff-heading">
<h2 id="staff-heading">${escapeHtml(texts.staffPersonasHeading)}</h2>
<p>${escapeHtml(texts.staffPersonasHint)}</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="intent" value="staff">
<ul class="personas">
${choices}
</ul>
</form>
</section>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="intent" value="cancel">
<button type="submit" class="secondary">${escapeHtml(texts.cancel)}</button>
</form>`;
  return layout({ lang, title: `${texts.staffHeading} – ${texts.title}`, stylesheet, body });
}

export function errorPage({ lang, stylesheet, detail }: { lang: Language; stylesheet: string; detail: string | null }): string {
  const texts = IDP_TEXTS[lang];
  const body = `<h1>${escapeHtml(texts.errorHeading)}</h1>
<p>${escapeHtml(texts.errorText)}</p>
${detail ? `<p class="hint"><code>${escapeHtml(detail)}</code></p>` : ""}`;
  return layout({ lang, title: `${texts.errorHeading} – ${texts.title}`, stylesheet, body });
}

/** Served from a route of its own (style-src 'self'), since the pages carry no inline style. */
export const STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1b1f24;background:#f3f5f7}
.banner{background:#5c2d00;color:#fff;padding:.5rem 1rem;text-align:center}
.banner p{margin:0;font-weight:600}
main{max-width:40rem;margin:1.5rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.6rem;margin-top:0}
h2{font-size:1.2rem;margin-top:2rem}
.personas{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.personas button{width:100%;text-align:left;display:flex;justify-content:space-between;gap:1rem}
.code{font-family:ui-monospace,monospace;color:#3d4650}
button{font:inherit;padding:.6rem 1rem;border-radius:.375rem;border:1px solid #0b4f8a;background:#fff;color:#0b4f8a;cursor:pointer}
button:hover{background:#e8f1fa}
button.primary{background:#0b4f8a;color:#fff}
button.primary:hover{background:#083b68}
button.secondary{margin-top:2rem;border-color:#3d4650;color:#3d4650}
button:focus-visible,input:focus-visible{outline:3px solid #c25400;outline-offset:2px}
.field{margin-bottom:1rem}
label{display:block;font-weight:600}
input{font:inherit;width:100%;max-width:20rem;padding:.5rem;border:1px solid #5b6570;border-radius:.25rem}
input[aria-invalid="true"]{border:2px solid #b00020}
.hint{margin:.25rem 0;color:#3d4650}
.error{margin:.25rem 0;color:#b00020;font-weight:600}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
