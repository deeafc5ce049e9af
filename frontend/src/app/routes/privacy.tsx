export default function PrivacyRoute() {
  return <main className="page"><h1>privacy</h1></main>;
}
