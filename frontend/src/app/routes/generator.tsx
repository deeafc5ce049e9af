export default function GeneratorRoute() {
  return <main className="page"><h1>generator</h1></main>;
}
