export default function Page() {
  return <div className="page">reset-page</div>;
}
