export default function Rules() {
  return <p>TODO</p>;
}
