export default function Page() {
  return <div className="page">register-page</div>;
}
