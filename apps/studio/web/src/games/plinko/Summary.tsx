export function PlinkoSummary(_props: { result: unknown }) {
  return null;
}
