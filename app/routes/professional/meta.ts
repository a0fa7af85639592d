import type { MessageKey } from "#app/i18n/messages";
import { intlOfRootData } from "#app/i18n/packed-messages";
import type { RootData } from "#app/root-data.server";

type MatchWithData = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** A workspace page's title: the page, then the workspace's name ("Messages – Hoiva – professionals"). */
export function workspaceTitle(matches: readonly MatchWithData[], key: MessageKey, values?: Record<string, string>) {
  const root = matches.find((match) => match?.id === "root");
  const data = (root?.loaderData ?? root?.data) as RootData | undefined;
  if (!data) return [];
  const intl = intlOfRootData(data);
  return [{ title: `${intl.formatMessage({ id: key }, values)} – ${intl.formatMessage({ id: "workspace.workspace" })}` }, { name: "robots", content: "noindex" }];
}
