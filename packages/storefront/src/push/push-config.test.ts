import { afterEach, describe, expect, it } from "vitest";
import { readPushConfig } from "./push-config";

const CONFIG = {
  apiKey: "AIzaSyExample",
  projectId: "henna-store",
  messagingSenderId: "1234567890",
  appId: "1:1234567890:web:abc123",
  vapidKey: "BExampleVapidKey",
};

function page(content: string | null): Document {
  const doc = document.implementation.createHTMLDocument("store");
  if (content !== null) {
    const meta = doc.createElement("meta");
    meta.name = "push-config";
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

afterEach(() => {
  for (const meta of document.head.querySelectorAll('meta[name="push-config"]')) meta.remove();
});

describe("readPushConfig", () => {
  it("reads the five public values the server wrote into the page", () => {
    expect(readPushConfig(page(JSON.stringify({ ...CONFIG, extra: "ignored" })))).toEqual(CONFIG);
  });

  it.each([
    { given: "no meta tag (push not configured)", content: null },
    { given: "an empty tag", content: "" },
    { given: "text that is not JSON", content: "{apiKey:" },
    { given: "a missing VAPID key", content: JSON.stringify({ ...CONFIG, vapidKey: undefined }) },
    { given: "an empty app id", content: JSON.stringify({ ...CONFIG, appId: "" }) },
    { given: "a number for a text", content: JSON.stringify({ ...CONFIG, messagingSenderId: 1234567890 }) },
    { given: "JSON that is not an object", content: "42" },
  ])("is null for $given", ({ content }) => {
    expect(readPushConfig(page(content))).toBeNull();
  });

  it("reads the current page when none is given", () => {
    expect(readPushConfig()).toBeNull();
  });
});
