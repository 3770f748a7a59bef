import "@henna/storefront/styles/base.css";
import { makeStore, storedState } from "@henna/storefront/state/store.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Provider } from "react-redux";
import { BrowserRouter } from "react-router";
import { AcademyRoutes } from "./app/routes";

const store = makeStore(storedState());
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <AcademyRoutes />
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
