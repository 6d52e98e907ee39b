/** English texts of the notice marquee and the notice popup; cn and th mirror these keys. */
export const announcementsEn = {
  marquee: 'Notices',
  pause: 'Pause notices',
  play: 'Scroll notices',
  title: 'Notices',
  pages: 'Notice pages',
  previous: 'Previous page',
  next: 'Next page',
  pageOf: 'Page {{page}} of {{pages}}',
};
