export default function Page() {
  return <div className="page">home-page</div>;
}
