import type { enSettlements } from './settlements.en.ts';

/** ข้อความภาษาไทยของหน้าการชำระตามรอบ */
export const thSettlements: typeof enSettlements = {
  settlements: {
    nav: 'การชำระตามรอบ',
    heading: 'การชำระตามรอบ',
    lead: 'การชำระแต่ละประเภททำงานหนึ่งครั้งต่อทุกรอบที่ปิดแล้วตามปฏิทินของแบรนด์ ตามลำดับ ครั้งละหนึ่งเวิร์กเกอร์ รอบที่ล้มเหลวจะถูกลองใหม่ การสั่งทำรอบซ้ำจะจ่ายเฉพาะส่วนต่างจากที่จ่ายไปแล้ว',
    kind: 'ประเภท',
    allKinds: 'ทุกประเภท',
    caption: 'การชำระตามรอบ รอบล่าสุดก่อน',
    period: 'รอบ (เวลาแบรนด์; เสร็จสิ้น {{zone}})',
    finishedAt: 'เสร็จสิ้น {{at}}',
    state: 'สถานะ',
    states: { pending: 'รอดำเนินการ', running: 'กำลังทำงาน', completed: 'เสร็จสิ้น', failed: 'ล้มเหลว' },
    cadences: {
      five_minutes: 'ทุก 5 นาที',
      hourly: 'รายชั่วโมง',
      daily: 'รายวัน',
      weekly: 'รายสัปดาห์',
      semimonthly: 'ครึ่งเดือน',
      monthly: 'รายเดือน',
    },
    attempts: 'จำนวนครั้ง',
    inputs: 'ข้อมูลเข้า',
    outputs: 'ผลลัพธ์',
    paid: 'จ่ายแล้ว',
    error: 'ข้อผิดพลาด',
    actions: 'การดำเนินการ',
    empty: 'ยังไม่มีการทำงาน',
    pagination: 'หน้าการชำระตามรอบ',
    rerun: {
      button: 'ทำซ้ำ',
      label: 'ทำ {{kind}} รอบ {{period}} ซ้ำ',
      title: 'ทำ {{kind}} รอบ {{period}} ซ้ำหรือไม่?',
      body: 'ระบบจะคำนวณรอบนี้ใหม่ และจ่ายแต่ละรายการเฉพาะส่วนต่างจากที่จ่ายไปแล้ว (จ่ายแล้ว {{paid}}) การทำซ้ำจะถูกบันทึกในบันทึกการตรวจสอบ',
      confirm: 'ทำซ้ำ',
      pending: 'กำลังทำงาน…',
      done: {
        completed: 'ทำ {{kind}} {{period}} ซ้ำแล้ว จ่าย {{paid}}',
        failed: 'ทำ {{kind}} {{period}} ซ้ำแล้วล้มเหลว ดูข้อผิดพลาด',
        pending: '{{kind}} {{period}} กำลังรอเวิร์กเกอร์',
        running: '{{kind}} {{period}} กำลังทำงาน',
      },
    },
  },
};
