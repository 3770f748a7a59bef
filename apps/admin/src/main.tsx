import "@henna/storefront/styles/base.css";
import "./app/admin.css";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { createAdminServices } from "./api/admin-client";
import { AdminApp } from "./app/admin-app";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <BrowserRouter basename="/admin">
      <AdminApp services={createAdminServices()} />
    </BrowserRouter>,
  );
}
