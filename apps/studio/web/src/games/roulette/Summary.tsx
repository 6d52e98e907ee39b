export function RouletteSummary(_props: { result: unknown }) {
  return null;
}
