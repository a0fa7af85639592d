import type { Language } from "#domain/enums";
import { formatShortDate, formatTime } from "#domain/date-display";
import { professionalHref } from "#domain/routes/professional-route-table";
import { WORKSPACE_TEXTS } from "./texts";
import { html, type Html } from "#server/html-escape";

// The workspace's HTML: plain server-rendered forms with no script and no inline style, so the
// pages work under the app's Content-Security-Policy and without JavaScript, and weigh nothing
// on the patient pages' budget.

export const WORKSPACE_STYLESHEET_PATH = "/professional/assets/workspace.css";
/** The workspace's one script: the idle timeout's warning and its "stay signed in" (decision 284). */
export const WORKSPACE_SCRIPT_PATH = "/professional/assets/workspace.js";
/** Where that button extends the session (a POST with the form's token; JSON answer). */
export const SESSION_EXTEND_PATH = "/professional/session/extend";

export function formatDateTime(date: Date, lang: Language): string {
  return `${formatShortDate(date, lang)} ${formatTime(date)}`;
}

/** When the session ends without activity (decision 284), and how long before it the warning shows. */
export interface IdleEnd {
  signedOutAt: Date;
  remainingMs: number;
  warnMs: number;
}

export interface LayoutInput {
  lang: Language;
  title: string;
  body: Html;
  /** The signed-in professional's name and the CSRF token of the sign-out form; none on the sign-in page. */
  signedIn?: { name: string; csrfToken: string; idle?: IdleEnd };
}

/**
 * The idle timeout's notice: the time of the sign-out as plain text (all there is without
 * JavaScript), and the warning the script shows before it, with the button that extends the session.
 */
function idleNotice(lang: Language, csrfToken: string, idle: IdleEnd): { notice: Html; warning: Html } {
  const texts = WORKSPACE_TEXTS[lang].idle;
  const time = html`<time datetime="${idle.signedOutAt.toISOString()}" data-idle-time>${formatTime(idle.signedOutAt)}</time>`;
  const withTime = (text: string) => {
    const [before = "", after = ""] = text.split("{time}");
    return html`${before}${time}${after}`;
  };
  return {
    notice: html`<p class="idle-notice" id="idle-notice" data-remaining-ms="${idle.remainingMs}" data-warn-ms="${idle.warnMs}">${withTime(texts.notice)}</p>`,
    warning: html`<div class="idle-warning" id="idle-warning" role="alert" hidden>
<p>${withTime(texts.warning)}</p>
<form method="post" action="${SESSION_EXTEND_PATH}" id="idle-extend"><input type="hidden" name="csrfToken" value="${csrfToken}"><button type="submit">${texts.staySignedIn}</button></form>
</div>`,
  };
}

export function layout({ lang, title, body, signedIn }: LayoutInput): string {
  const texts = WORKSPACE_TEXTS[lang];
  const idle = signedIn?.idle ? idleNotice(lang, signedIn.csrfToken, signedIn.idle) : null;
  const header = signedIn
    ? html`<nav aria-label="${texts.workspaceNav}"><ul><li><a href="${professionalHref("inbox", lang)}">${texts.inboxHeading}</a></li><li><a href="${professionalHref("absences", lang)}">${texts.absences.heading}</a></li></ul></nav>
<p class="who">${texts.signedInAs(signedIn.name)}</p>
${idle?.notice}
<form method="post" action="${professionalHref("signOut", lang)}">
<input type="hidden" name="csrfToken" value="${signedIn.csrfToken}">
<button type="submit" class="secondary">${texts.signOut}</button>
</form>`
    : html``;
  return `<!DOCTYPE html>
${html`<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} – ${texts.workspace}</title>
<link rel="stylesheet" href="${WORKSPACE_STYLESHEET_PATH}">
${idle ? html`<script src="${WORKSPACE_SCRIPT_PATH}" defer></script>` : ""}
</head>
<body>
<a class="skip" href="#main">${texts.skipToContent}</a>
<header class="bar">
<p class="brand">${signedIn ? html`<a href="${professionalHref("inbox", lang)}">${texts.workspace}</a>` : texts.workspace}</p>
${header}
</header>
${idle?.warning}
<main id="main" tabindex="-1">
${body}
</main>
</body>
</html>`}
`;
}

export const WORKSPACE_STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#1b1f24;background:#f4f5f6}
.skip{position:absolute;left:-999px}
.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem;z-index:1}
.bar{display:flex;flex-wrap:wrap;align-items:center;gap:1rem;background:#1f3b4d;color:#fff;padding:.5rem 1rem}
.bar a{color:#fff}
.bar nav ul{margin:0}
.brand{margin:0;font-weight:700;flex:1}
.who{margin:0}
.idle-notice{margin:0;font-size:.9rem}
.idle-warning{max-width:72rem;margin:1rem auto 0;padding:.5rem 1rem;background:#fff4e5;border-left:4px solid #c25400}
.idle-warning p{margin:0}
main{max-width:72rem;margin:1rem auto;padding:1rem 1.5rem;background:#fff;border-radius:.375rem}
h1{font-size:1.5rem;margin-top:0}
h2{font-size:1.15rem;margin-top:1.5rem}
a{color:#0b4f8a}
nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem 1rem;padding:0}
nav a[aria-current="page"]{font-weight:700;text-decoration-thickness:3px}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.4rem .5rem;border-bottom:1px solid #d5d9dd;vertical-align:top}
.unread td{font-weight:700}
.badge{display:inline-block;font-size:.85rem;padding:0 .4rem;border-radius:.25rem;background:#e6eef5;color:#1f3b4d;font-weight:600}
.message{border:1px solid #d5d9dd;border-radius:.375rem;padding:.5rem 1rem;margin:.5rem 0}
.message.patient{background:#f1f7fb}
.message header{font-size:.9rem;color:#3d4650}
.message .content{white-space:pre-wrap}
.deleted{font-style:italic;color:#3d4650}
.status{background:#e7f4ea;border-left:4px solid #1e7b34;padding:.5rem 1rem}
.problem{background:#fbeaea;border-left:4px solid #b00020;padding:.5rem 1rem}
label{display:block;font-weight:600;margin-top:.5rem}
textarea,select,input[type=text]{font:inherit;width:100%;max-width:40rem;padding:.4rem;border:1px solid #5b6570;border-radius:.25rem}
button{font:inherit;padding:.45rem .9rem;margin-top:.5rem;border-radius:.375rem;border:1px solid #0b4f8a;background:#0b4f8a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b4f8a}
.bar button.secondary{margin:0}
button:focus-visible,a:focus-visible,textarea:focus-visible,select:focus-visible,input:focus-visible,summary:focus-visible{outline:3px solid #c25400;outline-offset:2px}
.actions{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-end}
label.inline{display:inline;font-weight:400}
fieldset{border:1px solid #d5d9dd;margin-top:.75rem;max-width:40rem}
input[type=date]{font:inherit;padding:.4rem;border:1px solid #5b6570;border-radius:.25rem}
.hint{margin:.25rem 0;color:#3d4650}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}
dt{font-weight:600}
dd{margin:0}
.questionnaire{border-top:1px solid #d5d9dd;margin-top:.5rem}
.questionnaire h3{font-size:1rem;margin:.5rem 0 0}
.questionnaire h4{font-size:.95rem;margin:.5rem 0 .25rem}
`;

export const WORKSPACE_SCRIPT = `"use strict";
// The idle timeout's warning (decision 284): shown before the sign-out, its button extends the
// session without a page load; at the sign-out the page reloads onto the sign-in page.
(() => {
  const notice = document.getElementById("idle-notice");
  const warning = document.getElementById("idle-warning");
  const form = document.getElementById("idle-extend");
  if (!notice || !warning || !form) return;
  const warnMs = Number(notice.dataset.warnMs);
  let deadline = performance.now() + Number(notice.dataset.remainingMs);
  let timer = 0;
  const schedule = () => {
    clearTimeout(timer);
    const left = deadline - performance.now();
    if (left <= 0) return location.reload();
    warning.hidden = left > warnMs;
    timer = setTimeout(schedule, left > warnMs ? left - warnMs : left);
  };
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const response = await fetch(form.action, { method: "POST", body: new URLSearchParams(new FormData(form)), headers: { accept: "application/json" } });
      if (!response.ok) return location.reload();
      const extended = await response.json();
      deadline = performance.now() + extended.remainingMs;
      for (const time of document.querySelectorAll("[data-idle-time]")) {
        time.textContent = extended.time;
        time.setAttribute("datetime", extended.signedOutAt);
      }
      schedule();
    } catch {
      location.reload();
    }
  });
  schedule();
})();
`;
