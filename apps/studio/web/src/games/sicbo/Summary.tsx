export function SicBoSummary(_props: { result: unknown }) {
  return null;
}
