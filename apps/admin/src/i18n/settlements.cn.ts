import type { enSettlements } from './settlements.en.ts';

/** 结算运行页面的中文文本。 */
export const cnSettlements: typeof enSettlements = {
  settlements: {
    nav: '结算运行',
    heading: '结算运行',
    lead: '每种结算按品牌日历对每个已结束的周期运行一次，按顺序进行，同一时间只由一个工作进程执行。失败的运行会重试；重新运行某个周期只支付与已付金额的差额。',
    kind: '类型',
    allKinds: '全部类型',
    caption: '结算运行，最新周期在前',
    period: '周期（品牌时间；完成时间 {{zone}}）',
    finishedAt: '完成于 {{at}}',
    state: '状态',
    states: { pending: '等待中', running: '运行中', completed: '已完成', failed: '失败' },
    cadences: {
      five_minutes: '每 5 分钟',
      hourly: '每小时',
      daily: '每日',
      weekly: '每周',
      semimonthly: '每半月',
      monthly: '每月',
    },
    attempts: '尝试次数',
    inputs: '输入',
    outputs: '输出',
    paid: '已付',
    error: '错误',
    actions: '操作',
    empty: '暂无运行记录。',
    pagination: '结算运行分页',
    rerun: {
      button: '重新运行',
      label: '重新运行 {{kind}}（{{period}}）',
      title: '重新运行 {{kind}}（{{period}}）？',
      body: '本次运行会重新计算该周期，并只向每个对象支付与之前已付金额的差额（目前已付 {{paid}}）。重新运行会记入审计日志。',
      confirm: '重新运行',
      pending: '运行中…',
      done: {
        completed: '{{kind}} {{period}} 已重新运行，支付 {{paid}}。',
        failed: '{{kind}} {{period}} 重新运行失败，请查看错误。',
        pending: '{{kind}} {{period}} 正在等待工作进程。',
        running: '{{kind}} {{period}} 正在运行。',
      },
    },
  },
};
