import { lazyModule } from "#app/ui/lazy-module";

// The messaging client (its GraphQL documents and printer) is needed only once a file is chosen or
// downloaded: it comes right after the page's first load, not with it (decision 239). A failed
// import counts as a network failure of the call.
export const messagingClient = lazyModule(() => import("./messaging-client"));

export const NETWORK_FAILURE = { kind: "network", aborted: false } as const;
