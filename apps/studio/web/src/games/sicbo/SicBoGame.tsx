export default function SicBoGame() {
  return <p>TODO</p>;
}
