export function BaccaratSummary(_props: { result: unknown }) {
  return null;
}
