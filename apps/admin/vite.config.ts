// The back office's own small build: it is served at /admin/ on the shop's origin and has no server
// render, so the shared app config's page splitting (tuned for the shop's first paint) is not needed.
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiTarget = process.env.API_TARGET ?? "http://127.0.0.1:8080";

export default defineConfig({
  base: "/admin/",
  plugins: [react()],
  build: {
    manifest: true,
    target: "es2022",
    // One stylesheet, which the server writes into the page (web-apps.ts inlineStylesheets).
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: { "/api": apiTarget, "/images": apiTarget, "/media": apiTarget },
  },
});
