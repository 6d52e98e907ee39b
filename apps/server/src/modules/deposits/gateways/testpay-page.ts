/**
 * The test gateway's pages: small, self-contained HTML (no scripts, no downloads) in the UI.md look, in the
 * player's language (EN/CN/TH by `lang`) and theme (`theme`, dark by default).
 */

const TEXTS = {
  EN: {
    title: 'Test payment gateway',
    badge: 'Test mode: no real money is charged',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount',
    pay: 'Pay {amount}',
    cancel: 'Cancel',
    note: 'This page stands in for a real payment gateway. Pay reports a successful payment to the merchant; Cancel reports that the payment did not happen.',
    expired: 'This payment link has expired.',
    invalid: 'This payment link is not valid.',
    refused: 'The merchant did not accept this payment ({code}). No money was taken.',
    unreachable: 'The merchant could not be reached. No money was taken; please try again.',
    back: 'Back to the merchant',
  },
  CN: {
    title: '测试支付网关',
    badge: '测试模式:不会扣除真实资金',
    merchant: '商户',
    order: '订单',
    amount: '金额',
    pay: '支付 {amount}',
    cancel: '取消',
    note: '本页面代替真实的支付网关。“支付”会向商户报告付款成功;“取消”会报告付款未完成。',
    expired: '此支付链接已过期。',
    invalid: '此支付链接无效。',
    refused: '商户未接受此笔付款({code})。未扣除任何资金。',
    unreachable: '无法连接商户。未扣除任何资金,请重试。',
    back: '返回商户',
  },
  TH: {
    title: 'เกตเวย์ชำระเงินทดสอบ',
    badge: 'โหมดทดสอบ: ไม่มีการเรียกเก็บเงินจริง',
    merchant: 'ร้านค้า',
    order: 'คำสั่งซื้อ',
    amount: 'จำนวนเงิน',
    pay: 'ชำระ {amount}',
    cancel: 'ยกเลิก',
    note: 'หน้านี้ใช้แทนเกตเวย์ชำระเงินจริง "ชำระ" จะแจ้งร้านค้าว่าชำระเงินสำเร็จ ส่วน "ยกเลิก" จะแจ้งว่าการชำระเงินไม่สำเร็จ',
    expired: 'ลิงก์ชำระเงินนี้หมดอายุแล้ว',
    invalid: 'ลิงก์ชำระเงินนี้ไม่ถูกต้อง',
    refused: 'ร้านค้าไม่รับการชำระเงินนี้ ({code}) ไม่มีการตัดเงิน',
    unreachable: 'ไม่สามารถติดต่อร้านค้าได้ ไม่มีการตัดเงิน โปรดลองอีกครั้ง',
    back: 'กลับไปที่ร้านค้า',
  },
} as const;

type Lang = keyof typeof TEXTS;
export type PageTexts = (typeof TEXTS)[Lang];
const HTML_LANG: Record<Lang, string> = { EN: 'en', CN: 'zh-CN', TH: 'th' };

export interface PageLook {
  lang: Lang;
  theme: 'dark' | 'light';
}

/** The look a request asks for; anything unknown falls back to English and the dark theme. */
export function lookOf(query: { lang?: unknown; theme?: unknown }): PageLook {
  const lang = typeof query.lang === 'string' ? query.lang.toUpperCase() : '';
  return {
    lang: lang in TEXTS ? (lang as Lang) : 'EN',
    theme: query.theme === 'light' ? 'light' : 'dark',
  };
}

/** The query that keeps the look across the page's own form posts. */
export const lookQuery = (look: PageLook) => `?lang=${look.lang}&theme=${look.theme}`;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `
:root{--bg:#0f1115;--surface:#171a21;--card:#1d212b;--line:#2a2f3a;--text:#e8eaf0;--muted:#9aa3b2;
--accent:#f5b301;--on-accent:#0f1115;--ring:#f5b301;--negative:#ef4444;--info:#3b82f6;color-scheme:dark}
[data-theme=light]{--bg:#f6f7fb;--surface:#fff;--card:#fff;--line:#e3e6ee;--text:#151821;--muted:#5b6474;
--ring:#8a6500;--negative:#dc2626;--info:#2563eb;color-scheme:light}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:16px;background:var(--bg);color:var(--text);
font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Thai","Leelawadee UI","PingFang SC",
"Microsoft YaHei","Noto Sans CJK SC",sans-serif}
main{width:100%;max-width:420px;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:24px}
h1{margin:0 0 8px;font-size:20px}
.badge{display:inline-block;margin:0 0 16px;padding:2px 8px;border:1px solid var(--info);border-radius:999px;
color:var(--info);font-size:12px;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px}
dt{color:var(--muted)}dd{margin:0;text-align:right;overflow-wrap:anywhere}
.amount{font-size:24px;font-weight:700;font-variant-numeric:tabular-nums}
.actions{display:grid;gap:8px}
button,a.button{display:block;width:100%;min-height:44px;padding:10px 16px;border-radius:8px;font:inherit;
font-weight:600;text-align:center;text-decoration:none;cursor:pointer;border:1px solid var(--line);
background:var(--surface);color:var(--text)}
button.primary{background:var(--accent);border-color:var(--accent);color:var(--on-accent)}
button:focus-visible,a:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
.note{margin:16px 0 0;color:var(--muted);font-size:12px}
.error{color:var(--negative);font-weight:600}
@media (prefers-reduced-motion:no-preference){button{transition:filter 150ms ease-out}button:hover{filter:brightness(1.08)}}
`;

function page(look: PageLook, title: string, body: string): string {
  return `<!doctype html><html lang="${HTML_LANG[look.lang]}" data-theme="${look.theme}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function payPage(
  look: PageLook,
  order: { merchant: string; orderId: string; amount: string; actionBase: string },
): string {
  const t = TEXTS[look.lang];
  const action = (verb: string) => escapeHtml(`${order.actionBase}/${verb}${lookQuery(look)}`);
  return page(
    look,
    t.title,
    `<h1>${t.title}</h1><p class="badge">${t.badge}</p>
<dl><dt>${t.merchant}</dt><dd>${escapeHtml(order.merchant)}</dd>
<dt>${t.order}</dt><dd>${escapeHtml(order.orderId)}</dd>
<dt>${t.amount}</dt><dd class="amount">${escapeHtml(order.amount)}</dd></dl>
<div class="actions">
<form method="post" action="${action('pay')}"><button type="submit" class="primary">${escapeHtml(t.pay.replace('{amount}', order.amount))}</button></form>
<form method="post" action="${action('cancel')}"><button type="submit">${t.cancel}</button></form>
</div><p class="note">${t.note}</p>`,
  );
}

/** A page that only says what happened, with a way back to the merchant when there is one. */
export function messagePage(
  look: PageLook,
  message: keyof Pick<PageTexts, 'expired' | 'invalid' | 'refused' | 'unreachable'>,
  options: { code?: string; backUrl?: string } = {},
): string {
  const t = TEXTS[look.lang];
  const text = t[message].replace('{code}', options.code ?? '');
  const back = options.backUrl ? `<a class="button" href="${escapeHtml(options.backUrl)}">${t.back}</a>` : '';
  return page(
    look,
    t.title,
    `<h1>${t.title}</h1><p class="badge">${t.badge}</p><p class="error" role="alert">${escapeHtml(text)}</p>${back}`,
  );
}
