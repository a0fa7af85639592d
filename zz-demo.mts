import { createFreshDatabase, prepareDemoDatabase } from "./bench/fresh-database";
const db = await createFreshDatabase("explore");
const cookies = await prepareDemoDatabase({ url: db.url }, ["aino"]);
console.log(db.url); console.log(cookies.aino);
