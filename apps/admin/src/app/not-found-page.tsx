import { Link } from "react-router";
import { EmptyState } from "../ui/states";

export default function NotFoundPage() {
  return (
    <EmptyState title="There is no such page in the back office.">
      <Link to="/orders">Go to the orders</Link>
    </EmptyState>
  );
}
