import type { SlotInfo } from '../../api/types.ts';

export function SlotSummary(_props: { result: unknown; slot?: SlotInfo | undefined }) {
  return null;
}
