import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { transformSync } from "esbuild";

// jsdom (a development dependency of the tests) ships no types; its parser is all this needs.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: new (html: string) => { window: { document: Document } } };

// The framework floor's pages (issue 36 §1, decision 390), generated from the real pages: the
// HTML a Hoiva page answered becomes static JSX (its <head> without scripts, its <body> without
// scripts), the turbo-stream its loaders answered (`<path>.data`) becomes the floor's loader data,
// and the build's route manifest becomes the floor's route table. Regenerated on every run, so the
// floor follows the pages as they change.

/** One captured page: what the floor must render for a request that names it. */
export interface CapturedPage {
  /** Chosen by the `x-floor-page` header of the floor's requests. */
  key: string;
  /** The route id of the page ("front.fi"), from the build's manifest. */
  routeId: string;
  html: string;
  /** The single-fetch answer of the page's address: every matched route's loader data. */
  turboStream: string;
}

/** HTML attribute names whose React prop is spelled otherwise. */
const PROP_NAMES: Record<string, string> = {
  class: "className",
  for: "htmlFor",
  tabindex: "tabIndex",
  readonly: "readOnly",
  maxlength: "maxLength",
  minlength: "minLength",
  autocomplete: "autoComplete",
  autofocus: "autoFocus",
  enterkeyhint: "enterKeyHint",
  inputmode: "inputMode",
  crossorigin: "crossOrigin",
  charset: "charSet",
  "http-equiv": "httpEquiv",
  srcset: "srcSet",
  colspan: "colSpan",
  rowspan: "rowSpan",
  datetime: "dateTime",
  fetchpriority: "fetchPriority",
  "accept-charset": "acceptCharset",
  spellcheck: "spellCheck",
  novalidate: "noValidate",
  formnovalidate: "formNoValidate",
  formaction: "formAction",
  formmethod: "formMethod",
  hreflang: "hrefLang",
  referrerpolicy: "referrerPolicy",
  popovertarget: "popoverTarget",
  popovertargetaction: "popoverTargetAction",
  enctype: "encType",
  "xlink:href": "xlinkHref",
  "xml:space": "xmlSpace",
};

const BOOLEAN_PROPS = new Set(["disabled", "checked", "selected", "hidden", "required", "multiple", "readOnly", "open", "noValidate", "autoFocus", "defer", "async", "inert", "formNoValidate", "reversed", "default", "itemScope", "allowFullScreen", "loop", "muted", "controls", "autoPlay", "playsInline"]);
const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

function propName(attribute: string): string {
  if (PROP_NAMES[attribute]) return PROP_NAMES[attribute];
  if (attribute.startsWith("aria-") || attribute.startsWith("data-") || !attribute.includes("-")) return attribute;
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function styleObject(style: string): string {
  const entries = style
    .split(";")
    .map((declaration) => declaration.trim())
    .filter(Boolean)
    .map((declaration) => {
      const colon = declaration.indexOf(":");
      const name = declaration.slice(0, colon).trim();
      const key = name.startsWith("--") ? name : name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      return `${JSON.stringify(key)}: ${JSON.stringify(declaration.slice(colon + 1).trim())}`;
    });
  return `{{ ${entries.join(", ")} }}`;
}

function attributesJsx(element: Element): string {
  const parts: string[] = [];
  const tag = element.localName;
  for (const attribute of Array.from(element.attributes)) {
    let name = propName(attribute.name);
    if (name === "style") {
      parts.push(`style=${styleObject(attribute.value)}`);
      continue;
    }
    // Uncontrolled form fields, as a page's JSX writes them.
    if (name === "value" && (tag === "input" || tag === "select")) name = "defaultValue";
    if (name === "checked" && tag === "input") name = "defaultChecked";
    if (BOOLEAN_PROPS.has(name) || name === "defaultChecked") parts.push(name);
    else parts.push(`${name}={${JSON.stringify(attribute.value)}}`);
  }
  return parts.length ? ` ${parts.join(" ")}` : "";
}

/** Static JSX of the nodes, scripts and comments left out (React Router's own scripts come from <Scripts>). */
function nodesJsx(nodes: Iterable<Node>, indent: string): string {
  const out: string[] = [];
  let text = "";
  const flushText = () => {
    if (text) out.push(`${indent}{${JSON.stringify(text)}}`);
    text = "";
  };
  for (const node of nodes) {
    if (node.nodeType === 3) {
      // Adjacent texts that React separated with <!-- --> become one.
      text += node.textContent ?? "";
      continue;
    }
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    const tag = element.localName;
    if (tag === "script" || (tag === "link" && element.getAttribute("rel") === "modulepreload")) continue;
    flushText();
    if (tag === "textarea") {
      out.push(`${indent}<textarea${attributesJsx(element)} defaultValue={${JSON.stringify(element.textContent ?? "")}} />`);
    } else if (tag === "title") {
      out.push(`${indent}<title>{${JSON.stringify(element.textContent ?? "")}}</title>`);
    } else if (VOID_ELEMENTS.has(tag) || element.childNodes.length === 0) {
      out.push(`${indent}<${tag}${attributesJsx(element)} />`);
    } else {
      const children = tag === "template" ? (element as HTMLTemplateElement).content.childNodes : element.childNodes;
      out.push(`${indent}<${tag}${attributesJsx(element)}>`, nodesJsx(children, `${indent}  `), `${indent}</${tag}>`);
    }
  }
  flushText();
  return out.filter(Boolean).join("\n");
}

function pageJsx(page: CapturedPage, index: number): string {
  const { document } = new JSDOM(page.html).window;
  const html = document.documentElement;
  const htmlAttributes = Object.fromEntries(Array.from(html.attributes).map((attribute) => [propName(attribute.name), attribute.value]));
  return `
function Head${index}() {
  return (
    <>
${nodesJsx(document.head.childNodes, "      ")}
    </>
  );
}

function Body${index}() {
  return (
    <>
${nodesJsx(document.body.childNodes, "      ")}
    </>
  );
}

const page${index}: FloorPage = {
  key: ${JSON.stringify(page.key)},
  routeId: ${JSON.stringify(page.routeId)},
  htmlAttributes: ${JSON.stringify(htmlAttributes)},
  Head: Head${index},
  Body: Body${index},
  turboStream: ${JSON.stringify(page.turboStream)},
};
`;
}

/** The build's client manifest (routes, their modules and imports), as the real server's build holds it. */
export function buildManifest(buildDir = "build"): { url: string; version: string; manifest: Record<string, unknown> } {
  const assets = path.join(buildDir, "client/assets");
  const file = readdirSync(assets).find((name) => /^manifest-[0-9a-f]+\.js$/.test(name));
  if (!file) throw new Error(`No route manifest in ${assets}: run "npm run build" first`);
  const text = readFileSync(path.join(assets, file), "utf8");
  const json = text.slice(text.indexOf("=") + 1).replace(/;\s*$/, "");
  return { url: `/assets/${file}`, version: /^manifest-([0-9a-f]+)\.js$/.exec(file)![1]!, manifest: JSON.parse(json) as Record<string, unknown> };
}

/**
 * Writes the floor app's pages (`pages.tsx`, compiled to `pages.mjs`) and route manifest (`manifest.json`) into `dir`,
 * which must lie inside the project so that the pages' imports of React resolve.
 */
export function writeFloorApp(dir: string, pages: CapturedPage[]): void {
  mkdirSync(dir, { recursive: true });
  const source = [
    "// Generated by bench/framework-floor/generate.ts from the real pages' HTML and loader data; do not edit.",
    'import type { FloorPage } from "../../bench/framework-floor/floor-page";',
    ...pages.map(pageJsx),
    `export const pages: FloorPage[] = [${pages.map((_, index) => `page${index}`).join(", ")}];`,
    "",
  ].join("\n");
  writeFileSync(path.join(dir, "pages.tsx"), source);
  // Compiled as the build compiles the app's JSX (the automatic runtime, production).
  writeFileSync(path.join(dir, "pages.mjs"), transformSync(source, { loader: "tsx", jsx: "automatic", format: "esm", minifySyntax: true }).code);
  const { url, version, manifest } = buildManifest();
  writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ ...manifest, url, version }));
}
