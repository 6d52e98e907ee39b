import type { announcementsEn } from './announcements-en.ts';

/** 简体中文：公告跑马灯与公告弹窗。 */
export const announcementsCn: typeof announcementsEn = {
  marquee: '公告',
  pause: '暂停滚动公告',
  play: '滚动公告',
  title: '公告',
  pages: '公告分页',
  previous: '上一页',
  next: '下一页',
  pageOf: '第 {{page}} / {{pages}} 页',
};
