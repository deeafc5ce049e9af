export default function QuizRoute() {
  return <main className="page"><h1>quiz</h1></main>;
}
