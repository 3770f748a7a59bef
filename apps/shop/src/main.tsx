import "@henna/storefront/styles/base.css";
import { startApp } from "@henna/storefront/ssr/start-app.tsx";
import { preloadPage, ShopRoutes } from "./app/routes";
import { loadHindi } from "./i18n/load-hindi";

startApp({ routes: <ShopRoutes />, preload: preloadPage, hindi: loadHindi });
