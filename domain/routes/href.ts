import { type Lang, type PageKey, pathPattern } from "./route-table";

export type PathParams = Record<string, string | number>;
export type SearchParams = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

/** Builds the localised path of a page; every in-app link goes through here. */
export function href(key: PageKey, lang: Lang, params: PathParams = {}, search?: SearchParams): string {
  const pattern = pathPattern(key, lang);
  // Most links go to pages without parameters (a page renders 20–60 links): nothing to fill in.
  const path = !pattern.includes(":")
    ? pattern
    : pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) throw new Error(`href(${key}): missing parameter "${name}"`);
        return encodeURIComponent(String(value));
      });
  return path + toQueryString(search);
}

/** Repeated keys for arrays (clinicIds=1&clinicIds=2), the format the booking search uses. */
export function toQueryString(search?: SearchParams): string {
  if (!search) return "";
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined || value === false) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
