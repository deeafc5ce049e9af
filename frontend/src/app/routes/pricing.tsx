export default function PricingRoute() {
  return <main className="page"><h1>pricing</h1></main>;
}
