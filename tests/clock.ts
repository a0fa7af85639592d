/**
 * The instant every test and end-to-end run pins the server's clock to (and loads demo data
 * relative to): a Tuesday morning in Helsinki. Nothing in the suite depends on the wall clock.
 */
export const TEST_NOW = new Date("2026-11-24T08:00:00.000Z");
