// The origin that links leaving the browser point at (e-mails, the first owner's setup link): PUBLIC_URL,
// or in development the address the server listens on (a wildcard address as the machine's loopback).
import type { Env } from "./env.js";

export function publicOrigin(env: Pick<Env, "publicUrl" | "host" | "port">): string {
  if (env.publicUrl) return env.publicUrl;
  const host = env.host === "0.0.0.0" ? "127.0.0.1" : env.host === "::" ? "[::1]" : env.host;
  return `http://${host.includes(":") && !host.startsWith("[") ? `[${host}]` : host}:${env.port}`;
}
