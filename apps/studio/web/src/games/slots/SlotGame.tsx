export default function SlotGame() {
  return <p>TODO</p>;
}
