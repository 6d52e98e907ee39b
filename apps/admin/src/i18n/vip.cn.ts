import type { enVip } from './vip.en.ts';

/** VIP 等级和返水比例页面 */
export const cnVip: typeof enVip = {
  vip: {
    nav: 'VIP 等级',
    save: '保存',
    saved: 'VIP 等级已保存',
    readOnly: '只有所有者和管理员可以修改 VIP 等级和返水比例；您可以查看。',
    levels: {
      heading: 'VIP 等级',
      lead: '每天午夜（站点时间）后，在考核周期内有存款或投注的玩家，如达到更高等级的存款和有效投注要求，将升一级，每次最多一级，且不降级。首次达到某等级时发放一次晋级红利，按该等级的流水倍数计算流水。',
      windowDays: '考核周期（天）',
      windowHint: '统计截至评估日的这么多天内的存款和有效投注。',
      caption: 'VIP 等级，从低到高',
      level: '等级',
      label: '名称',
      depositThreshold: '存款（{{currency}}）',
      validBetThreshold: '有效投注（{{currency}}）',
      upgradeBonus: '晋级红利（{{currency}}）',
      wageringMultiple: '流水倍数',
      withdrawalsPerDay: '每日取款次数',
      cell: '等级 {{level}}：{{field}}',
      add: '添加等级',
      removeTop: '删除最高等级',
    },
    rebates: {
      nav: '返水比例',
      heading: '返水比例',
      lead: '各 VIP 等级按游戏类型返还有效投注的百分比，以红利形式发放，按该等级的流水倍数计算流水。每日任务在午夜（站点时间）后发放前一天的返水，扣除开启手动返水时玩家已自行领取的部分。',
      caption: '返水比例（%），按等级和游戏类型',
      cell: '{{level}}：{{type}} 返水比例（%）',
    },
    runs: {
      'vip-evaluation': '评估任务',
      'rebate-daily': '每日返水任务',
      period: '日期',
      state: '状态',
      players: '玩家',
      upgraded: '晋级',
      settled: '已发放',
      paid: '发放总额',
      empty: '暂无任务：首次任务将在站点下一个午夜后运行。',
    },
    errors: {
      OUT_OF_RANGE: '超出允许范围。',
      LEVEL_ZERO: '等级 0 是所有玩家的起点，要求必须为 0。',
      BELOW_PREVIOUS: '不能低于下一级。',
      RATE: '0 到 10 之间的百分比，最多两位小数。',
      TOO_MANY: '最多 21 个等级（0 到 20）。',
    },
  },
};
