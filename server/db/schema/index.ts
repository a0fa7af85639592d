// The whole database schema, one module per area (the same area names as server/modules).
export * from "./common";
export * from "./account";
export * from "./profile";
export * from "./booking";
export * from "./appointments";
export * from "./invoices";
export * from "./payments";
export * from "./messaging";
export * from "./prescriptions";
export * from "./results";
export * from "./visits";
export * from "./questionnaires";
export * from "./vaccinations";
export * from "./certificates";
export * from "./occupational";
export * from "./audit";
export * from "./outbox";
