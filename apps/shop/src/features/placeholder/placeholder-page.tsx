import { Link, useLocation } from "react-router";

/** Routes whose screens arrive with the next issues (checkout, account, academy, content pages). */
export default function PlaceholderPage() {
  const { pathname } = useLocation();
  return (
    <div className="page">
      <h1>Coming soon</h1>
      <p className="muted">The page {pathname} is being built. In the meantime you can keep shopping.</p>
      <Link className="btn" to="/products">
        Browse products
      </Link>
    </div>
  );
}
