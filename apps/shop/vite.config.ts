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
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      "/api": apiTarget,
      "/images": apiTarget,
    },
  },
});
