// The one message form this project writes: plain text with {name} placeholders (no ICU plurals).
// Lingui is handed it compiled (["text ", ["name"], " more"]) on a Hindi page; an English page fills the
// placeholders in itself, the same way, without loading Lingui. (Rich texts keep their {name} in the
// catalogue for rich.tsx, which places React elements there.)
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

/** The text with its placeholders' values, as Lingui's interpolation gives it (a missing value is left out). */
export function fillPlaceholders(message: string, values: Record<string, unknown> = {}): string {
  if (!message.includes("{")) return message;
  return message.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    return value == null ? "" : String(value);
  });
}
