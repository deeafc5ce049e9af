export default function SubscriptionResultRoute() {
  return <main className="page"><h1>subscription-result</h1></main>;
}
