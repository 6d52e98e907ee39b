import type { enReferral } from './referral.en.ts';

/** 邀请好友计划页面 */
export const cnReferral: typeof enReferral = {
  referral: {
    nav: '邀请好友',
    heading: '邀请好友计划',
    lead: '会员邀请的好友通过其链接或邀请码注册，并在规定天数内首存和有效投注达到最低要求，会员即可为每位好友获得一次奖励。与会员共用浏览器、IP 地址或收款姓名的好友不发放奖励，并列为自我推荐。',
    readOnly: '您的角色（{{role}}）可以查看邀请规则，但不能修改。',
    rules: '规则',
    fields: {
      reward: '每位合格好友的奖励',
      minFirstDeposit: '最低首存',
      minValidBet: '最低有效投注',
      qualifyDays: '达标天数',
      wageringMultiple: '奖励流水倍数',
    },
    hints: {
      qualifyDays: '自好友注册起计算：{{min}}–{{max}} 天。',
      wageringMultiple: '{{min}}（无）至 {{max}} 倍奖励金额。',
    },
    amountHint: '单位：{{currency}}。',
    amountError: '请输入最多 {{decimals}} 位小数的金额（奖励须大于零）。',
    rangeError: '请输入 {{min}} 到 {{max}} 之间的整数。',
    save: '保存规则',
    saved: '邀请规则已保存。',
    friends: '被邀请的玩家',
    all: '全部',
    status: '状态',
    friend: '好友',
    referrer: '邀请人',
    registered: '注册时间（{{zone}}）',
    firstDeposit: '首存',
    validBet: '有效投注',
    reward: '奖励',
    decided: '判定时间（{{zone}}）',
    empty: '没有符合条件的被邀请玩家。',
    pages: '被邀请玩家分页',
    statuses: {
      pending: '进行中',
      qualified: '已奖励',
      expired: '已过期',
      self_referral: '自我推荐',
    },
    signals: { device: '同一浏览器', ip: '同一 IP 地址', payout_name: '同一收款姓名' },
  },
};
