export default function Page() {
  return <div className="page">product-single-page</div>;
}
