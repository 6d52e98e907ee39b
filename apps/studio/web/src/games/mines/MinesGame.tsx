export default function MinesGame() {
  return <p>TODO</p>;
}
