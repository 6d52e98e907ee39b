import type { enDashboard } from './dashboard.en.ts';

export const cnDashboard: typeof enDashboard = {
  dashboard: {
    nav: '概览',
    heading: '概览',
    lead: '按品牌时区（{{zone}}），今天是 {{day}}；所有数字都按品牌的日历日统计。',
    today: '今天',
    deposits: '存款',
    withdrawals: '提款',
    ggr: '毛利（GGR）',
    newPlayers: '新玩家',
    approvedCount: '已批准 {{count}} 笔',
    paidCount: '已付款 {{count}} 笔',
    stakePayout: '投注 {{stake}} − 派彩 {{payout}}',
    queues: '待审核',
    pending: { deposits: '待审核存款', withdrawals: '待审核提款' },
    review: { deposits: '打开存款队列', withdrawals: '打开提款队列' },
    trend: '最近 14 天',
    metric: '图表显示的数字',
    metrics: { ggr: '毛利', depositAmount: '存款', withdrawalAmount: '提款', newPlayers: '新玩家' },
    chartSummary: '最近 14 天每天的{{metric}}，合计 {{total}}',
    chartTop: '最高柱：{{value}}',
    day: '日期',
    tableCaption: '每日数字（{{zone}}），最新在前',
  },
};
