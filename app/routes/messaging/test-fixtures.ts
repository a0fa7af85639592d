import type { ConversationListItem, ConversationView } from "#server/modules/messaging/conversation-service";
import { renderRoute, type RenderRouteOptions, type RouteComponent } from "#app/ui/test-utils";
import type { Lang, PageKey } from "#domain/routes/route-table";

// Page data and rendering for the messaging pages' tests.

export function listItem(overrides: Partial<ConversationListItem> = {}): ConversationListItem {
  return {
    id: 41,
    title: "Selkävaivat ja työergonomia",
    isActive: true,
    isUnread: false,
    latestActivityAt: new Date("2026-11-20T08:48:00Z"),
    latest: { author: { kind: "person", name: "Kaisa Ojala", title: null }, excerpt: "Hei, sijaistan Minna Rantasta." },
    ...overrides,
  };
}

export function conversationView(overrides: Partial<ConversationView> = {}): ConversationView {
  return {
    id: 41,
    title: "Selkävaivat ja työergonomia",
    isActive: true,
    wasUnread: false,
    participants: [{ kind: "customer" }, { kind: "person", name: "Minna Rantanen", title: "Työterveyshoitaja" }, { kind: "person", name: "Kaisa Ojala", title: null }],
    absences: [],
    messages: [
      // 22.11. 23:30 UTC is already 23.11. in Helsinki.
      { id: 1, createdAt: new Date("2026-11-22T14:35:00Z"), author: { kind: "customer" }, content: "Kipu palasi viikonloppuna.", deleted: false, attachments: [], questionnaires: [] },
      { id: 2, createdAt: new Date("2026-11-22T23:30:00Z"), author: { kind: "person", name: "Kaisa Ojala", title: null }, content: "", deleted: true, attachments: [], questionnaires: [] },
      {
        id: 3,
        createdAt: new Date("2026-11-23T08:48:00Z"),
        author: { kind: "person", name: "Kaisa Ojala", title: null },
        content: "Fysioterapeutti tulee tiistaina.",
        deleted: false,
        attachments: [{ id: 7, fileName: "ohje.pdf" }],
        questionnaires: [{ id: 9, title: { fi: "Työkykykysely", sv: "Arbetsförmågeenkät", en: "Work ability questionnaire" }, answeredAt: null }],
      },
    ],
    ...overrides,
  };
}

export interface RenderMessagingOptions extends Pick<RenderRouteOptions, "shouldRevalidate" | "onRootLoad"> {
  lang?: Lang;
  path?: string;
  /** Receives each posted form; answers as the server action would. */
  action?: (form: FormData) => unknown;
  /** The page's loader when it runs again (polling); answers loaderData by default. */
  loader?: () => unknown;
  ErrorBoundary?: RouteComponent;
}

/** A messaging page under the root as a logged-in patient (CSRF token "csrf-1"). */
export function renderMessagingPage(Component: RouteComponent, page: PageKey, loaderData: unknown, options: RenderMessagingOptions = {}) {
  const { action } = options;
  return renderRoute(Component, {
    page,
    lang: options.lang,
    loaderData,
    path: options.path,
    sessionState: { csrfToken: "csrf-1", features: ["customer-messaging-enabled", "customer-messaging-allowed"] },
    otherPages: { thread: "A conversation", messages: "Messages list" },
    action: action ? async ({ request }) => action(await request.formData()) : undefined,
    loader: options.loader,
    ErrorBoundary: options.ErrorBoundary,
    shouldRevalidate: options.shouldRevalidate,
    onRootLoad: options.onRootLoad,
  });
}
