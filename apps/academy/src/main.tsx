import "@henna/storefront/styles/base.css";
import { setCurrentApp } from "@henna/storefront/navigation/current-app.ts";
import { startApp } from "@henna/storefront/ssr/start-app.tsx";
import { AcademyRoutes, preloadPage } from "./app/routes";

// Links and navigations to the shop's paths become full page loads from here on.
setCurrentApp("academy");

startApp({ routes: <AcademyRoutes />, preload: preloadPage });
