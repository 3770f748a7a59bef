export default function Page() {
  return <div className="page">demo-shop-page</div>;
}
