// Push in the browser is on only when the server writes Firebase's public web configuration into the
// page (<meta name="push-config">, from FIREBASE_WEB_CONFIG and FIREBASE_VAPID_KEY). Reading it
// costs nothing: without it no push code and no Firebase code is ever loaded.

export interface PushConfig {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  /** The web push certificate's public key. */
  vapidKey: string;
}

const FIELDS = ["apiKey", "projectId", "messagingSenderId", "appId", "vapidKey"] as const;

export function readPushConfig(doc: Document | undefined = globalThis.document): PushConfig | null {
  const text = doc?.querySelector<HTMLMetaElement>('meta[name="push-config"]')?.content;
  if (!text) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== "object") return null;
  const fields = parsed as Record<string, unknown>;
  const config: Partial<Record<(typeof FIELDS)[number], string>> = {};
  for (const field of FIELDS) {
    const value = fields[field];
    if (typeof value !== "string" || !value) return null;
    config[field] = value;
  }
  return config as PushConfig;
}
