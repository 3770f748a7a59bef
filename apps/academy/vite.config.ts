import { appViteConfig } from "@henna/storefront/build/app-vite-config.ts";
import react from "@vitejs/plugin-react";

// The academy is served from the shop's origin (one login for both) with its assets under /academy/.
export default appViteConfig({ base: "/academy/", plugins: [react()] });
