import "@henna/storefront/styles/base.css";
import { startApp } from "@henna/storefront/ssr/start-app.tsx";
import { preloadPage, ShopRoutes } from "./app/routes";

startApp({ routes: <ShopRoutes />, preload: preloadPage });
