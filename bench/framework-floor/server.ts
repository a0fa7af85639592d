import { useProductionReactRouter } from "#server/http/react-router-production";

// Starts the framework floor app generated into the directory argv[2] on port argv[3], with the
// production build of React Router as Hoiva's server uses (decision 232).
//   NODE_ENV=production node --import tsx bench/framework-floor/server.ts build/framework-floor 3591

useProductionReactRouter();
const [dir, port] = process.argv.slice(2);
if (!dir || !port) throw new Error("usage: server.ts <generated dir> <port>");
const { startFloorServer } = await import("./floor-app");
await startFloorServer(dir, Number(port));
process.stdout.write(`floor listening on ${port}\n`);
