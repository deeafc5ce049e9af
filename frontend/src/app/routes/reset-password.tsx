export default function ResetPasswordRoute() {
  return <main className="page"><h1>reset-password</h1></main>;
}
