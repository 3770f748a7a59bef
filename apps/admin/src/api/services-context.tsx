// The back office's services (client, staff tokens) for every component; tests give their own.
import { createContext, type ReactNode, useContext } from "react";
import type { AdminServices } from "./admin-client";

const ServicesContext = createContext<AdminServices | null>(null);

export function AdminServicesProvider({
  services,
  children,
}: {
  services: AdminServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useAdminServices(): AdminServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error("useAdminServices outside AdminServicesProvider");
  return services;
}

export function useAdminClient() {
  return useAdminServices().client;
}

/** The client that waits minutes, for the calls that work through or carry a whole store (AdminServices.longClient). */
export function useLongAdminClient() {
  return useAdminServices().longClient;
}
