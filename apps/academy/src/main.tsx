import "@henna/storefront/styles/base.css";
import { setCurrentApp } from "@henna/storefront/navigation/current-app.ts";
import { startApp } from "@henna/storefront/ssr/start-app.tsx";
import { AcademyRoutes, pageTexts, preloadPage } from "./app/routes";
import { loadHindi } from "./i18n/load-hindi";

// Links and navigations to the shop's paths become full page loads from here on.
setCurrentApp("academy");

startApp({ routes: <AcademyRoutes />, preload: preloadPage, pageTexts, hindi: loadHindi });
