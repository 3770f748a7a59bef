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
  },
  server: {
    proxy: {
      "/api": apiTarget,
      "/images": apiTarget,
    },
  },
});
