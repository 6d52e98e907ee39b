export default function HiloGame() {
  return <p>TODO</p>;
}
