export default function Page() {
  return <div className="page">product-page</div>;
}
