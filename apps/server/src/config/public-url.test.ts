import { describe, expect, it } from "vitest";
import { publicOrigin } from "./public-url.js";

describe("publicOrigin", () => {
  it.each([
    { publicUrl: "https://shop.example.in", host: "0.0.0.0", want: "https://shop.example.in" },
    { publicUrl: null, host: "127.0.0.1", want: "http://127.0.0.1:8080" },
    { publicUrl: null, host: "0.0.0.0", want: "http://127.0.0.1:8080" },
    { publicUrl: null, host: "::", want: "http://[::1]:8080" },
    { publicUrl: null, host: "::1", want: "http://[::1]:8080" },
    { publicUrl: null, host: "localhost", want: "http://localhost:8080" },
  ])("PUBLIC_URL=$publicUrl HOST=$host -> $want", ({ publicUrl, host, want }) => {
    expect(publicOrigin({ publicUrl, host, port: 8080 })).toBe(want);
  });
});
