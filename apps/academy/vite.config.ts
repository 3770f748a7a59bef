import { appViteConfig } from "@henna/storefront/build/app-vite-config.ts";
import { academyPrecacheList } from "@henna/storefront/build/offline-build.ts";
import react from "@vitejs/plugin-react";

// The academy is served from the shop's origin (one login for both) with its assets under /academy/.
// Its shell files are listed for the shop's service worker (one worker per origin).
export default appViteConfig({ base: "/academy/", plugins: [react(), academyPrecacheList("/academy/")] });
