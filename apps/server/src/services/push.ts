// Push notifications go through Firebase Cloud Messaging when FIREBASE_SERVICE_ACCOUNT holds a service
// account JSON; otherwise every message is written to the log, so order moves are still visible.
import type { FastifyBaseLogger } from "fastify";
import type { Env } from "../config/env.js";

export interface PushMessage {
  title: string;
  body: string;
  data?: Record<string, string>;
}

export interface PushSender {
  readonly enabled: boolean;
  send(tokens: string[], message: PushMessage): Promise<{ sent: number; invalidTokens: string[] }>;
}

export async function createPushSender(env: Env, log: FastifyBaseLogger): Promise<PushSender> {
  if (!env.firebaseServiceAccount) {
    return {
      enabled: false,
      async send(tokens, message) {
        log.info(
          { push: { title: message.title, body: message.body, devices: tokens.length } },
          "push (Firebase off)",
        );
        return { sent: 0, invalidTokens: [] };
      },
    };
  }
  const { initializeApp, cert } = await import("firebase-admin/app");
  const { getMessaging } = await import("firebase-admin/messaging");
  const app = initializeApp({ credential: cert(JSON.parse(env.firebaseServiceAccount)) }, "henna-store");
  const messaging = getMessaging(app);
  return {
    enabled: true,
    async send(tokens, message) {
      if (tokens.length === 0) return { sent: 0, invalidTokens: [] };
      const result = await messaging.sendEachForMulticast({
        tokens,
        notification: { title: message.title, body: message.body },
        ...(message.data ? { data: message.data } : {}),
      });
      const invalidTokens = result.responses
        .map((response, index) => ({ response, token: tokens[index] }))
        .filter(({ response }) => response.error?.code === "messaging/registration-token-not-registered")
        .map(({ token }) => token as string);
      return { sent: result.successCount, invalidTokens };
    },
  };
}
