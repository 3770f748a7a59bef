import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// `pnpm --filter @henna/shop dev` serves the shop with hot reload and sends /api and /images to the
// store server (`npm start`, or API_TARGET).
const apiTarget = process.env.API_TARGET ?? "http://127.0.0.1:8080";

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    target: "es2022",
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    // Few, larger files: on HTTP/1.1 a browser fetches six at a time, and each file in flight takes its
    // share of a slow phone link from the entry script the first screen waits for. Everything the entry
    // loads is one file; shared code the pages use (not the forms' libraries) is a second; each page is
    // its own third.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 2 },
            {
              name: "shared",
              test: /packages[\\/](storefront[\\/]src[\\/](ui|catalogue|cart|state|settings|api|storage)|domain)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": apiTarget,
      "/images": apiTarget,
    },
  },
});
