import { appViteConfig } from "@henna/storefront/build/app-vite-config.ts";
import { shopServiceWorker } from "@henna/storefront/build/offline-build.ts";
import react from "@vitejs/plugin-react";

// The shop's build also makes the origin's one service worker (/sw.js), for the academy too.
export default appViteConfig({ base: "/", plugins: [react(), ...shopServiceWorker()] });
