export default function AboutRoute() {
  return <main className="page"><h1>about</h1></main>;
}
