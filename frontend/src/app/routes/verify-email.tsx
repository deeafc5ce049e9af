export default function VerifyEmailRoute() {
  return <main className="page"><h1>verify-email</h1></main>;
}
