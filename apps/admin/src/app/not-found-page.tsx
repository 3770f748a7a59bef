import { Link } from "react-router";
import { EmptyState } from "../ui/states";

export default function NotFoundPage() {
  return (
    <>
      <h1>Page not found</h1>
      <EmptyState title="There is no such page in the back office.">
        <Link to="/orders">Go to the orders</Link>
      </EmptyState>
    </>
  );
}
