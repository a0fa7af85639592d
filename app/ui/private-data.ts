// Attributes that hide an element from session recording tools (spec part 1 §2 "Names in menu
// and header are hidden from session-recording tools"; decision 231): `data-private` (LogRocket
// and others) and `data-hj-suppress` (Hotjar). Spread on any element that shows a person's name.
export const PRIVATE_DATA = { "data-private": "", "data-hj-suppress": "" } as const;
