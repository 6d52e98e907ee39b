export default function BaccaratGame() {
  return <p>TODO</p>;
}
