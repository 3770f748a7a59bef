export default function Page() {
  return <div className="page">login-page</div>;
}
