// The production server: Next.js behind a plain Node HTTP server, for one reason. Next passes a
// client's own X-Forwarded-For header through untouched, so the rate limit could not tell who is
// calling. Unless TRUST_PROXY=1 (a proxy in front that appends the caller's address), the header is
// replaced with the socket's address before Next sees it.
import { createServer } from "node:http";
import next from "next";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  if (process.env.TRUST_PROXY !== "1") req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
  handle(req, res);
}).listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}`);
});
