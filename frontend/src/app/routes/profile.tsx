export default function ProfileRoute() {
  return <main className="page"><h1>profile</h1></main>;
}
