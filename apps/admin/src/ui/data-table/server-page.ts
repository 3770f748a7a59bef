// What a list screen hands useDataTable from its read of one page of the server's list: the rows, the
// total, and the loading, failure and retry states.
import { failureText } from "@henna/storefront/api/api-result.ts";
import type { ApiRead } from "../../api/use-api";

export function serverPage<Row>({
  state,
  reload,
}: Pick<ApiRead<{ data: Row[]; total: number }>, "state" | "reload">) {
  return {
    data: state.data?.data ?? [],
    rowCount: state.data?.total ?? 0,
    isLoading: state.status === "loading",
    error: state.status === "error" ? failureText(state.error) : null,
    onRetry: reload,
  };
}
