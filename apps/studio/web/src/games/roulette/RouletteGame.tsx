export default function RouletteGame() {
  return <p>TODO</p>;
}
