// Caddy in front of a running store, with the shipped deploy/Caddyfile set only through its environment
// placeholders, as docs/deploy.md sets it: SHOP_TLS=internal (Caddy's own local CA) on free ports, its
// storage (certificates, the CA) in a temporary folder, its admin endpoint on a free loopback port.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, REPO_ROOT } from "./store-server.js";

const CADDYFILE = join(REPO_ROOT, "deploy/Caddyfile");
// Only a guard against a proxy that never comes up; each poll waits for an answer or a refusal.
const START_TIMEOUT_MS = 60_000;

export interface RunningCaddy {
  /** https://localhost:PORT, without a trailing slash: the PUBLIC_URL it serves. */
  httpsUrl: string;
  /** http://localhost:PORT: plain HTTP, which Caddy redirects. */
  httpUrl: string;
  /** The root certificate of Caddy's local CA (PEM), for clients that check the chain. */
  rootCa(): string;
  output(): string;
  stop(): Promise<void>;
}

export interface CaddyPorts {
  http: number;
  https: number;
}

/** Ports for Caddy, chosen before the server starts (its PUBLIC_URL names the https one). */
export async function caddyPorts(): Promise<CaddyPorts> {
  return { http: await freePort(), https: await freePort() };
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/** Answers once a TLS handshake with the local CA's certificate and a request have succeeded. */
function answersOverTls(url: string, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = httpsRequest(`${url}/api/health`, { ca, timeout: 5_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode === 200));
    });
    req.on("error", () => resolve(false));
    req.on("timeout", () => req.destroy());
    req.end();
  });
}

export async function startCaddy(
  caddyPath: string,
  upstream: string,
  ports: CaddyPorts,
): Promise<RunningCaddy> {
  const home = mkdtempSync(join(tmpdir(), "henna-caddy-"));
  const adminPort = await freePort();
  const child = spawn(caddyPath, ["run", "--config", CADDYFILE, "--adapter", "caddyfile"], {
    cwd: home,
    env: {
      PATH: process.env.PATH ?? "/usr/bin:/bin",
      // Caddy keeps its certificates and local CA under XDG_DATA_HOME/caddy, its autosave under
      // XDG_CONFIG_HOME/caddy: both in the temporary folder, never the machine's /var/lib/caddy.
      HOME: home,
      XDG_DATA_HOME: join(home, "data"),
      XDG_CONFIG_HOME: join(home, "config"),
      SHOP_DOMAIN: "localhost",
      SHOP_TLS: "internal",
      SHOP_HTTP_PORT: String(ports.http),
      SHOP_HTTPS_PORT: String(ports.https),
      SHOP_UPSTREAM: upstream,
      CADDY_ADMIN: `127.0.0.1:${adminPort}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString("utf8")).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const rootPath = join(home, "data/caddy/pki/authorities/local/root.crt");
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited(child);
      clearTimeout(killer);
    }
    rmSync(home, { recursive: true, force: true });
  };
  const httpsUrl = `https://localhost:${ports.https}`;
  const running: RunningCaddy = {
    httpsUrl,
    httpUrl: `http://localhost:${ports.http}`,
    rootCa: () => readFileSync(rootPath, "utf8"),
    output: () => output,
    stop,
  };

  // Caddy makes its local CA and the site's certificate after it starts listening: it is ready once a
  // request through it, checked against that CA, reaches the store.
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`caddy stopped while starting (exit ${child.exitCode}):\n${output}`);
    }
    if (existsSync(rootPath) && (await answersOverTls(httpsUrl, running.rootCa()))) return running;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`caddy did not answer ${httpsUrl} within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
}
