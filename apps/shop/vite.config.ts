import { appViteConfig } from "@henna/storefront/build/app-vite-config.ts";
import react from "@vitejs/plugin-react";

export default appViteConfig({ base: "/", plugins: [react()] });
