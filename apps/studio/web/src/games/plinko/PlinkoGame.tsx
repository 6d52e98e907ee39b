export default function PlinkoGame() {
  return <p>TODO</p>;
}
