import "@henna/storefront/styles/base.css";
import { startApp } from "@henna/storefront/ssr/start-app.tsx";
import { pageTexts, preloadPage, ShopRoutes } from "./app/routes";
import { loadHindi } from "./i18n/load-hindi";

startApp({ routes: <ShopRoutes />, preload: preloadPage, pageTexts, hindi: loadHindi });
