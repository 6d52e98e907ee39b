import type { VietnamRegion } from './results.ts';
import type { DailySchedule } from './schedule.ts';

/**
 * Who draws when in Vietnam. The north (MB) is one draw every day, hosted in turn by its provinces; the south
 * (MN) and centre (MT) are one draw per province, several provinces a day, each on fixed weekdays. Times are
 * Asia/Ho_Chi_Minh. The table is the real weekly rota (2024); a game per province draws on its days.
 */

export const VIETNAM_DRAW_TIMES: Readonly<Record<VietnamRegion, string>> = {
  'vn-mb': '18:15',
  'vn-mn': '16:15',
  'vn-mt': '17:15',
};

export interface VietnamProvince {
  /** Stable code, usable in a game code (`VN-MN-TPHCM`). */
  code: string;
  /** The name the draw is published under. */
  name: string;
  region: Exclude<VietnamRegion, 'vn-mb'>;
  /** 0 Sunday (Chủ nhật) … 6 Saturday (Thứ bảy). */
  weekdays: readonly number[];
}

const SUN = 0;
const MON = 1;
const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;

export const VIETNAM_PROVINCES: readonly VietnamProvince[] = [
  { code: 'TPHCM', name: 'TP. Hồ Chí Minh', region: 'vn-mn', weekdays: [MON, SAT] },
  { code: 'DONGTHAP', name: 'Đồng Tháp', region: 'vn-mn', weekdays: [MON] },
  { code: 'CAMAU', name: 'Cà Mau', region: 'vn-mn', weekdays: [MON] },
  { code: 'BENTRE', name: 'Bến Tre', region: 'vn-mn', weekdays: [TUE] },
  { code: 'VUNGTAU', name: 'Vũng Tàu', region: 'vn-mn', weekdays: [TUE] },
  { code: 'BACLIEU', name: 'Bạc Liêu', region: 'vn-mn', weekdays: [TUE] },
  { code: 'DONGNAI', name: 'Đồng Nai', region: 'vn-mn', weekdays: [WED] },
  { code: 'CANTHO', name: 'Cần Thơ', region: 'vn-mn', weekdays: [WED] },
  { code: 'SOCTRANG', name: 'Sóc Trăng', region: 'vn-mn', weekdays: [WED] },
  { code: 'TAYNINH', name: 'Tây Ninh', region: 'vn-mn', weekdays: [THU] },
  { code: 'ANGIANG', name: 'An Giang', region: 'vn-mn', weekdays: [THU] },
  { code: 'BINHTHUAN', name: 'Bình Thuận', region: 'vn-mn', weekdays: [THU] },
  { code: 'VINHLONG', name: 'Vĩnh Long', region: 'vn-mn', weekdays: [FRI] },
  { code: 'BINHDUONG', name: 'Bình Dương', region: 'vn-mn', weekdays: [FRI] },
  { code: 'TRAVINH', name: 'Trà Vinh', region: 'vn-mn', weekdays: [FRI] },
  { code: 'LONGAN', name: 'Long An', region: 'vn-mn', weekdays: [SAT] },
  { code: 'BINHPHUOC', name: 'Bình Phước', region: 'vn-mn', weekdays: [SAT] },
  { code: 'HAUGIANG', name: 'Hậu Giang', region: 'vn-mn', weekdays: [SAT] },
  { code: 'TIENGIANG', name: 'Tiền Giang', region: 'vn-mn', weekdays: [SUN] },
  { code: 'KIENGIANG', name: 'Kiên Giang', region: 'vn-mn', weekdays: [SUN] },
  { code: 'DALAT', name: 'Đà Lạt', region: 'vn-mn', weekdays: [SUN] },
  { code: 'HUE', name: 'Thừa Thiên Huế', region: 'vn-mt', weekdays: [MON, SUN] },
  { code: 'PHUYEN', name: 'Phú Yên', region: 'vn-mt', weekdays: [MON] },
  { code: 'DAKLAK', name: 'Đắk Lắk', region: 'vn-mt', weekdays: [TUE] },
  { code: 'QUANGNAM', name: 'Quảng Nam', region: 'vn-mt', weekdays: [TUE] },
  { code: 'DANANG', name: 'Đà Nẵng', region: 'vn-mt', weekdays: [WED, SAT] },
  { code: 'KHANHHOA', name: 'Khánh Hòa', region: 'vn-mt', weekdays: [WED, SUN] },
  { code: 'BINHDINH', name: 'Bình Định', region: 'vn-mt', weekdays: [THU] },
  { code: 'QUANGTRI', name: 'Quảng Trị', region: 'vn-mt', weekdays: [THU] },
  { code: 'QUANGBINH', name: 'Quảng Bình', region: 'vn-mt', weekdays: [THU] },
  { code: 'GIALAI', name: 'Gia Lai', region: 'vn-mt', weekdays: [FRI] },
  { code: 'NINHTHUAN', name: 'Ninh Thuận', region: 'vn-mt', weekdays: [FRI] },
  { code: 'QUANGNGAI', name: 'Quảng Ngãi', region: 'vn-mt', weekdays: [SAT] },
  { code: 'DAKNONG', name: 'Đắk Nông', region: 'vn-mt', weekdays: [SAT] },
  { code: 'KONTUM', name: 'Kon Tum', region: 'vn-mt', weekdays: [SUN] },
];

/** The provinces of a region drawing on a local day (`yyyy-MM-dd`), in the order the rota lists them. */
export function provincesDrawingOn(region: VietnamProvince['region'], day: string): VietnamProvince[] {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return VIETNAM_PROVINCES.filter(
    (province) => province.region === region && province.weekdays.includes(weekday),
  );
}

/** The schedule of the north's daily draw, or of one southern or central province's draws. */
export function vietnamSchedule(draw: 'vn-mb' | VietnamProvince, closeSeconds: number): DailySchedule {
  const base = { kind: 'daily', timeZone: 'Asia/Ho_Chi_Minh', closeSeconds } as const;
  if (draw === 'vn-mb') return { ...base, time: VIETNAM_DRAW_TIMES['vn-mb'] };
  return { ...base, time: VIETNAM_DRAW_TIMES[draw.region], weekdays: draw.weekdays };
}
