export function MinesSummary(_props: { result: unknown }) {
  return null;
}
