export default function SavedQuizzesRoute() {
  return <main className="page"><h1>saved-quizzes</h1></main>;
}
