export default function HomeRoute() {
  return <main className="page"><h1>home</h1></main>;
}
