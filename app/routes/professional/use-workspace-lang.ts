import { useRouteLoaderData } from "react-router";
import type { Language } from "#domain/enums";

/**
 * The page's language, from the workspace layout's data.
 */
export function useWorkspaceLang(): Language {
  const data = useRouteLoaderData<{ lang: Language }>("workspace");
  if (!data) throw new Error("useWorkspaceLang used outside the workspace layout");
  return data.lang;
}

