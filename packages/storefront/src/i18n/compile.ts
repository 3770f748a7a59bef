// Lingui's compiled message form for the texts this project writes: plain text with {name}
// placeholders becomes ["text ", ["name"], " more"], which Lingui's interpolate fills in. (Rich texts
// keep their {name} in the catalogue for rich.tsx, which places React elements there.)
import type { I18n } from "@lingui/core";

type CompiledMessage = ReturnType<Parameters<I18n["setMessagesCompiler"]>[0]>;

const PLACEHOLDER = /\{(\w+)\}/g;

export function compilePlaceholders(message: string): CompiledMessage {
  if (!message.includes("{")) return [message];
  const parts: (string | [string])[] = [];
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push([match[1] ?? ""]);
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts as CompiledMessage;
}
