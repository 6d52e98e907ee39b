export default function VerifyPage() {
  return <p>TODO</p>;
}
