// The back office: services, the staff session, toasts and the routes.
import { ToastHost } from "@henna/storefront/ui/toast-host.tsx";
import type { AdminServices } from "../api/admin-client";
import { AdminServicesProvider } from "../api/services-context";
import { StaffSessionProvider } from "../session/staff-session";
import { AdminRoutes } from "./routes";

export function AdminApp({ services }: { services: AdminServices }) {
  return (
    <AdminServicesProvider services={services}>
      <StaffSessionProvider>
        <AdminRoutes />
        <ToastHost />
      </StaffSessionProvider>
    </AdminServicesProvider>
  );
}
