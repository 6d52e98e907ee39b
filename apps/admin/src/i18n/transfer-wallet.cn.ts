import type { enTransferWallet } from './transfer-wallet.en.ts';

/** 厂商转账页面的中文文本。 */
export const cnTransferWallet: typeof enTransferWallet = {
  transferWallet: {
    nav: '厂商转账',
    heading: '厂商转账',
    lead: '玩家在钱包与转账钱包厂商之间转入转出的资金。处理中的转账正在等待厂商回复：平台会持续查询（间隔倍增，最长 10 分钟），绝不猜测结果。有查询次数和错误的处理中转账即为卡住：请向厂商提供其转账编号。',
    total: '{{count}} 笔转账',
    search: '玩家或转账编号',
    searchPlaceholder: '用户名、玩家 ID 或转账编号',
    vendor: '厂商',
    allVendors: '全部转账钱包厂商',
    status: '状态',
    allStatuses: '全部状态',
    statuses: { pending: '处理中', completed: '已完成', refused: '已拒绝' },
    searchButton: '搜索',
    clearFilters: '清除筛选',
    caption: '与转账钱包厂商之间的转账，最新在前',
    createdAt: '发起时间（{{zone}}）',
    transferId: '转账编号',
    player: '玩家',
    direction: '方向',
    directions: { in: '转入', out: '转出' },
    amount: '金额',
    attempts: '状态查询（下次，{{zone}}）',
    nextAt: '下次 {{at}}',
    lastError: '最近错误',
    noMatch: '没有符合筛选条件的转账。',
    empty: '暂无转账。',
    pagination: '厂商转账分页',
  },
};
