// Caddy in front of a running store, with the shipped deploy/Caddyfile set only through its environment
// placeholders, as docs/deploy.md sets it: SHOP_TLS=internal (Caddy's own local CA) on free ports, its
// storage (certificates, the CA) in a temporary folder, its admin endpoint on a free loopback port.
// The HTTPS journey (e2e/harness/caddy.ts) and the go-live bench (bench/api/golive.mjs) both run it.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./free-port.mjs";

const CADDYFILE = fileURLToPath(new URL("../deploy/Caddyfile", import.meta.url));
// Only a guard against a proxy that never comes up; each poll waits for an answer or a refusal.
const START_TIMEOUT_MS = 60_000;

/**
 * @typedef {object} RunningCaddy
 * @property {string} httpsUrl https://localhost:PORT, without a trailing slash: the PUBLIC_URL it serves.
 * @property {string} httpUrl http://localhost:PORT: plain HTTP, which Caddy redirects.
 * @property {() => string} rootCa The root certificate of Caddy's local CA (PEM), for clients that check the chain.
 * @property {() => string} output
 * @property {() => Promise<void>} stop
 */

/** @typedef {{ http: number, https: number }} CaddyPorts */

/**
 * Ports for Caddy, chosen before the server starts (its PUBLIC_URL names the https one).
 * @returns {Promise<CaddyPorts>}
 */
export async function caddyPorts() {
  return { http: await freePort(), https: await freePort() };
}

/** @param {import("node:child_process").ChildProcess} child */
function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(undefined);
    else child.once("exit", () => resolve(undefined));
  });
}

/**
 * Answers once a TLS handshake with the local CA's certificate and a request have succeeded.
 * @param {string} url
 * @param {string} ca
 * @returns {Promise<boolean>}
 */
function answersOverTls(url, ca) {
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

/**
 * @param {string} caddyPath
 * @param {string} upstream HOST:PORT of the store's server
 * @param {CaddyPorts} ports
 * @returns {Promise<RunningCaddy>}
 */
export async function startCaddy(caddyPath, upstream, ports) {
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
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
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
  /** @type {RunningCaddy} */
  const running = {
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
