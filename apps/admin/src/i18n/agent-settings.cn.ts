/** Chinese strings of the agent programme's settings page (same keys as agent-settings.en.ts). */
export const cnAgentSettings = {
  agentSettings: {
    view: '设置',
    heading: '代理计划设置',
    intro: '适用于本品牌所有代理的代理计划规则。修改立即生效，并记录在审计日志中。',
    readOnly: '您的角色（{{role}}）可以查看这些设置，但不能修改。',
    active: '活跃会员',
    activeIntro: '团队成员（包括代理本人）在某周期内的有效投注达到最低金额，即为该周期的活跃会员。',
    salaryActiveMinimum: '工资的最低有效投注',
    salaryHint: '以 {{currency}} 计，最多 {{decimals}} 位小数。代理的团队概览按此金额统计活跃会员。',
    dividendActiveMinimum: '分红的最低有效投注',
    dividendHint: '以 {{currency}} 计，最多 {{decimals}} 位小数。',
    dividendPaymentHours: '分红支付期限（小时）',
    paymentHoursHint:
      '上级须在此期限内支付下级的分红账单，{{min}} 至 {{max}} 小时。逾期未付，上级账户将被冻结并由平台强制支付。',
    paymentHoursInvalid: '请输入 {{min}} 至 {{max}} 之间的整数小时。',
    tooLarge: '请输入不超过 {{max}} 的金额。',
    save: '保存代理设置',
    saved: '代理设置已保存',
    lastChange: '最后由 {{name}} 于 {{at}} 修改。',
    defaults: '这是默认设置，尚无人修改。',
  },
};
