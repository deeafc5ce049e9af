export function RouteError() {
  return (
    <main className="page">
      <h1>Unexpected Application Error!</h1>
    </main>
  );
}
