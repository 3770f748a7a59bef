// Caddy in front of a running store, with the shipped deploy/Caddyfile: scripts/caddy-proxy.mjs, which
// the go-live bench runs as well.
export type { CaddyPorts, RunningCaddy } from "../../scripts/caddy-proxy.mjs";
export { caddyPorts, startCaddy } from "../../scripts/caddy-proxy.mjs";
