// Clients of the HTTPS journey that are not the browser: HTTP/2 and HTTP/1.1 requests through Caddy,
// checked against its local CA, one of them from a chosen loopback address (Linux routes all of
// 127/8 to lo), so Caddy sees two different shoppers on one machine.
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { connect } from "node:http2";
import { request as httpsRequest } from "node:https";

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One GET over HTTP/2 (ALPN h2, else it fails), checked against Caddy's local CA. */
export function h2Get(origin: string, path: string, ca: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca });
    session.once("error", reject);
    const stream = session.request({ ":path": path, "accept-encoding": "identity" });
    let headers: IncomingHttpHeaders = {};
    let body = "";
    stream.setEncoding("utf8");
    stream.on("response", (received) => {
      headers = received as IncomingHttpHeaders;
    });
    stream.on("data", (chunk: string) => {
      body += chunk;
    });
    stream.on("end", () => {
      session.close();
      resolve({ status: Number(headers[":status"]), headers, body });
    });
    stream.on("error", reject);
    stream.end();
  });
}

/** One plain HTTP GET, redirects not followed. */
export function httpGet(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

export interface PostFrom {
  /** https://localhost:PORT: Caddy's site; the request names it (SNI and Host) but dials 127.0.0.1. */
  origin: string;
  ca: string;
  /** The loopback address the connection comes from, e.g. 127.0.0.2. */
  from: string;
  /** Extra request headers (a client may send its own X-Forwarded-For). */
  headers?: Record<string, string>;
}

/** A JSON POST through Caddy over HTTPS from the loopback address `from`. */
export function postFrom(path: string, body: unknown, options: PostFrom): Promise<Answer> {
  const site = new URL(options.origin);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: "127.0.0.1",
        port: site.port,
        servername: site.hostname,
        localAddress: options.from,
        ca: options.ca,
        agent: false,
        method: "POST",
        path,
        headers: {
          host: site.host,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
