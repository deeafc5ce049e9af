export default function AuthCallbackRoute() {
  return <main className="page"><h1>auth-callback</h1></main>;
}
