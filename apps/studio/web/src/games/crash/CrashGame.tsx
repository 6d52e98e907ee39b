export default function CrashGame() {
  return <p>TODO</p>;
}
