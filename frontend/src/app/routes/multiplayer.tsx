export default function MultiplayerRoute() {
  return <main className="page"><h1>multiplayer</h1></main>;
}
