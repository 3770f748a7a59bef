// The office the Get In Touch panel shows (GET /register/officesingle: city and address). The help
// numbers and the support e-mail are the shared `help` and `storeProfile` reads.
import type { ApiSchemas } from "@henna/api";
import { settle } from "@henna/storefront/api/api-result.ts";
import { defineResource } from "@henna/storefront/state/server-data.ts";

export type Office = ApiSchemas["OfficeLocation"];

export const contactOffice = defineResource<void, Office | null>(
  "contactOffice",
  async ({ clients, mainId }) => {
    const result = await settle(
      clients.store.GET("/register/officesingle/{storeId}", { params: { path: { storeId: mainId } } }),
    );
    return result.error ? { error: result.error } : { data: result.data.users ?? null };
  },
);
