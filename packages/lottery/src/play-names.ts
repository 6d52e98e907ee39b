/** The languages plays are named in (the products' own). */
export type PlayLanguage = 'EN' | 'CN' | 'TH';

type Words = readonly [en: string, cn: string, th: string];

/** Whole names of plays that do not read as their parts (the code without its family). */
const WHOLE_NAMES: Record<string, Words> = {
  lo2: ['Lô 2 digits', '两位包号', 'โล 2 ตัว'],
  lo3: ['Lô 3 digits', '三位包号', 'โล 3 ตัว'],
  baolo4: ['Bao lô 4 digits', '四位包号', 'เบาโล 4 ตัว'],
  de: ['Đề (special prize last two)', '特别奖尾二', 'เด (2 ตัวท้ายรางวัลพิเศษ)'],
  xien2: ['Xiên 2 (parlay of 2)', '串二', 'เซียน 2'],
  xien3: ['Xiên 3 (parlay of 3)', '串三', 'เซียน 3'],
  xien4: ['Xiên 4 (parlay of 4)', '串四', 'เซียน 4'],
  top3: ['3 top', '三位上', '3 ตัวบน'],
  tote3: ['3 tote (any order)', '三位任意顺序', '3 ตัวโต๊ด'],
  top2: ['2 top', '两位上', '2 ตัวบน'],
  bottom2: ['2 bottom', '两位下', '2 ตัวล่าง'],
  'run.top': ['Run top', '上单码', 'วิ่งบน'],
  'run.bottom': ['Run bottom', '下单码', 'วิ่งล่าง'],
  big: ['Big', '大', 'ใหญ่'],
  small: ['Small', '小', 'เล็ก'],
  first: ['First ball', '前一', 'ลูกแรก'],
  'top2.sum': ['First two sum', '冠亚和', 'ผลรวม 2 อันดับแรก'],
};

/** Parts of the Chinese fast games' play codes (`front3.group6` reads front three, group 6). */
const PART_NAMES: Record<string, Words> = {
  star5: ['Five-star', '五星', '5 ดาว'],
  star4: ['Four-star', '四星', '4 ดาว'],
  front3: ['Front three', '前三', '3 ตัวหน้า'],
  middle3: ['Middle three', '中三', '3 ตัวกลาง'],
  back3: ['Back three', '后三', '3 ตัวหลัง'],
  front2: ['Front two', '前二', '2 ตัวหน้า'],
  back2: ['Back two', '后二', '2 ตัวหลัง'],
  straight: ['straight', '直选', 'ตรง'],
  group3: ['group 3', '组三', 'กลุ่ม 3'],
  group6: ['group 6', '组六', 'กลุ่ม 6'],
  group: ['group', '组选', 'กลุ่ม'],
  fixed: ['Fixed position', '定位胆', 'ตำแหน่งคงที่'],
  bsoe: ['big/small/odd/even', '大小单双', 'สูง/ต่ำ/คี่/คู่'],
  sum: ['Sum', '和值', 'ผลรวม'],
  'dragon-tiger': ['Dragon/tiger', '龙虎', 'มังกร/เสือ'],
  positions: ['Positions', '定位', 'ตำแหน่ง'],
  triple: ['Triple', '三同号', 'ตอง'],
  'any-triple': ['Any triple', '三同号通选', 'ตองใดก็ได้'],
  pair: ['Pair', '二同号', 'เลขคู่'],
  'two-different': ['Two different', '二不同号', '2 ตัวต่าง'],
  'three-different': ['Three different', '三不同号', '3 ตัวต่าง'],
};

const CN_DIGITS = ['', '一', '二', '三', '四', '五', '六', '七', '八'];
const LANGUAGE_INDEX: Record<PlayLanguage, 0 | 1 | 2> = { EN: 0, CN: 1, TH: 2 };

function wordsOf(rest: string): Words[] | undefined {
  const whole = WHOLE_NAMES[rest];
  if (whole) return [whole];
  const any = /^any(\d)$/.exec(rest);
  if (any) return [[`Any ${any[1]}`, `任选${CN_DIGITS[Number(any[1])]}`, `เลือก ${any[1]}`]];
  const parts = rest.split('.').map((part) => PART_NAMES[part]);
  return parts.every(Boolean) ? (parts as Words[]) : undefined;
}

/** A play's name in `language`, from its code (`ssc.back3.group6` → Back three group 6); the code when unknown. */
export function playName(code: string, language: PlayLanguage): string {
  const words = wordsOf(code.slice(code.indexOf('.') + 1));
  if (!words) return code;
  const index = LANGUAGE_INDEX[language];
  const parts = words.map((word) => word[index]);
  if (language === 'CN') return parts.join('');
  const name = parts.join(' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}
