import { Link } from "react-router";

export default function NotFoundPage() {
  return (
    <div className="page">
      <h1>Page not found</h1>
      <p className="muted">The page you asked for is not here. It may have moved.</p>
      <Link className="btn" to="/products">
        Browse products
      </Link>
    </div>
  );
}
