import type { noticesEn } from './notices-en.ts';

/** ภาษาไทย: แถบประกาศเลื่อนและหน้าต่างประกาศ */
export const noticesTh: typeof noticesEn = {
  marquee: 'ประกาศ',
  pause: 'หยุดเลื่อนประกาศ',
  play: 'เลื่อนประกาศ',
  title: 'ประกาศ',
  pages: 'หน้าประกาศ',
  previous: 'หน้าก่อนหน้า',
  next: 'หน้าถัดไป',
  pageOf: 'หน้า {{page}} จาก {{pages}}',
};
