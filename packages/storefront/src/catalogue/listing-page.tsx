export default function Page() {
  return <div className="page">listing-page</div>;
}
