import type { enDashboard } from './dashboard.en.ts';

export const thDashboard: typeof enDashboard = {
  dashboard: {
    nav: 'แดชบอร์ด',
    heading: 'แดชบอร์ด',
    lead: 'วันนี้คือ {{day}} ตามเขตเวลาของแบรนด์ ({{zone}}) ทุกตัวเลขนับตามวันในปฏิทินของแบรนด์',
    today: 'วันนี้',
    deposits: 'ฝากเงิน',
    withdrawals: 'ถอนเงิน',
    ggr: 'GGR',
    newPlayers: 'ผู้เล่นใหม่',
    approvedCount: 'อนุมัติแล้ว {{count}} รายการ',
    paidCount: 'จ่ายแล้ว {{count}} รายการ',
    stakePayout: 'ยอดเดิมพัน {{stake}} − ยอดจ่าย {{payout}}',
    queues: 'รอตรวจสอบ',
    pending: { deposits: 'รายการฝากที่รอตรวจสอบ', withdrawals: 'รายการถอนที่รอตรวจสอบ' },
    review: { deposits: 'เปิดคิวฝากเงิน', withdrawals: 'เปิดคิวถอนเงิน' },
    trend: '14 วันล่าสุด',
    metric: 'ตัวเลขที่แสดงในกราฟ',
    metrics: { ggr: 'GGR', depositAmount: 'ฝากเงิน', withdrawalAmount: 'ถอนเงิน', newPlayers: 'ผู้เล่นใหม่' },
    chartSummary: '{{metric}} รายวันใน 14 วันล่าสุด รวม {{total}}',
    chartTop: 'แท่งสูงสุด: {{value}}',
    day: 'วันที่',
    tableCaption: 'ตัวเลขรายวัน ({{zone}}) ใหม่สุดก่อน',
  },
};
