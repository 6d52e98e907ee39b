import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatDateTime, gmtOffset } from '@croupier/format';
import { todayIn } from '@croupier/web-kit';

/**
 * The console shows every time in the brand's zone, as the player site does, so an operator and a player read
 * the same clock for the same withdrawal. Column headers name the zone by its offset ("GMT+07:00"), the way
 * the site writes it.
 */
export interface BrandTime {
  /** IANA zone of the brand ("Asia/Bangkok"). */
  zone: string;
  /** "GMT+07:00", for headers and hints. */
  offset: string;
  /** `yyyy-MM-dd HH:mm:ss` in the brand's zone. */
  time: (value: string | number | Date) => string;
  /** Today's `yyyy-MM-dd` in the brand's zone. */
  today: () => string;
}

/** Until the brand is known (and in unit tests), the device's own zone. */
const DEVICE_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function brandTime(zone: string): BrandTime {
  return {
    zone,
    offset: gmtOffset(zone),
    time: (value) => formatDateTime(value, zone),
    today: () => todayIn(zone),
  };
}

const BrandTimeContext = createContext<BrandTime>(brandTime(DEVICE_ZONE));

export function BrandTimeProvider({ zone, children }: { zone: string; children: ReactNode }) {
  const value = useMemo(() => brandTime(zone), [zone]);
  return <BrandTimeContext.Provider value={value}>{children}</BrandTimeContext.Provider>;
}

export function useBrandTime(): BrandTime {
  return useContext(BrandTimeContext);
}
