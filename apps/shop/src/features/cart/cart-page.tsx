export default function Page() {
  return <div className="page">cart-page</div>;
}
