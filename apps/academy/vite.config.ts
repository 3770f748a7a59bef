import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The academy is served from the shop's origin (one login for both) with its assets under /academy/.
const apiTarget = process.env.API_TARGET ?? "http://127.0.0.1:8080";

export default defineConfig({
  base: "/academy/",
  plugins: [react()],
  build: {
    manifest: true,
    target: "es2022",
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    // As the shop's build: everything the entry loads is one file, shared page code (not the forms'
    // libraries) a second, each page its own third, so a slow phone link carries few files at once.
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
