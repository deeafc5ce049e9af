export default function SharedRoute() {
  return <main className="page"><h1>shared</h1></main>;
}
