// The baseline: the fastest answer node:http can give on this machine.
import { createServer } from "node:http";

const body = JSON.stringify({ hello: "world" });
const server = createServer((_req, res) => {
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  process.send?.({ port: server.address().port });
});
