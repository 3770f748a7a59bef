// The category keys with the names the shop shows, and the category types, the catalogue uses (for
// filters and the product editor).
import { useAdminClient } from "./services-context";
import { useApi } from "./use-api";

export function useCategories() {
  const client = useAdminClient();
  const { state } = useApi(() => client.GET("/admin/categories"), [client]);
  return {
    categories: state.data?.categories ?? [],
    categoryNames: state.data?.categoryNames ?? {},
    categoryTypes: state.data?.categoryTypes ?? [],
  };
}
