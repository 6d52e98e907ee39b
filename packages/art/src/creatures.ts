import {
  around,
  BROWN,
  c,
  f,
  g,
  GOLD,
  GREEN,
  INK,
  IVORY,
  LIGHT,
  ORANGE,
  p,
  PINK,
  PURPLE,
  RED,
  s,
  SHADE,
  SILVER,
  SKIN,
  star,
  TEAL,
  WHITE,
} from './paint.ts';

const BLUE_STRIPE = '#2e4fa8';

/** Animals and people of the slot names, each a few shapes centred on 0,0 within ±44. */
export const CREATURES: Record<string, string> = {
  dragon:
    p(
      'M-30 4-44-2-34-10-42-20-28-18-32-30-18-22C-8-30 8-30 20-24L38-16C44-12 44-4 38-2L26 2 38 8C34 18 22 20 12 16L0 24C-14 32-30 24-30 4z',
      GREEN,
    ) +
    p('M-10-26-30-44-16-40-4-28zM2-28-8-46 6-38 10-28z', GOLD) +
    f('M-24 10C-10 4 6 6 18 14L6 20C-6 26-20 22-24 10z', SHADE) +
    f('M18 2l3 6 3-6 3 6 3-6z', WHITE) +
    c(6, -14, 5, WHITE) +
    c(7, -14, 2.5, INK, false) +
    c(34, -10, 2, INK, false) +
    s('M30 4C40 18 28 30 42 40', GOLD, 3) +
    s('M-4-8C-12-2-14 6-10 12', LIGHT, 3),
  tiger:
    c(-26, -28, 10, ORANGE) +
    c(26, -28, 10, ORANGE) +
    p('M-36-4C-36-30-18-38 0-38S36-30 36-4C36 22 18 38 0 38S-36 22-36-4z', ORANGE) +
    f(
      'M-5-38 0-24 5-38zM-16-35-10-22-20-30zM16-35 10-22 20-30zM-36-4-20 0-36 6zM36-4 20 0 36 6zM-34 12-20 10-28 22zM34 12 20 10 28 22z',
      INK,
    ) +
    f('M-18 12C-18 0 18 0 18 12S8 32 0 32-18 24-18 12z', IVORY) +
    f('M-6 8h12L0 16z', INK) +
    f('M-20-12l12-3-2 6zM20-12 8-15l2 6z', INK) +
    s('M0 16v6M-8 24c4 2 12 2 16 0', INK, 2),
  phoenix:
    p('M-4-2-42-40-30-12-44-16-24 8zM4-2 42-40 30-12 44-16 24 8z', ORANGE) +
    f('M-6 0-34-28-26-10zM6 0 34-28 26-10z', RED) +
    p('M-6 10C-16 26-8 36-22 44-4 42 0 30 0 18 0 30 4 42 22 44 8 36 16 26 6 10z', RED) +
    p('M-8 0A8 14 0 0 0 8 0 8 14 0 0 0-8 0z', GOLD) +
    p('M0-32-4-44 1-36 6-45 5-30z', RED) +
    c(0, -22, 8, GOLD) +
    f('M6-22l8 3-7 3z', ORANGE) +
    c(2, -24, 2, INK, false),
  koi:
    p('M-38-4C-24-24 12-24 26-8L42-24 38 0 42 22 26 8C12 22-24 20-38 4z', ORANGE) +
    f('M-10-18C0-12 4-4 0 6-8 10-18 2-14-8zM10 4C14 10 20 10 22 4 20-4 14-4 10 4z', WHITE) +
    p('M-4 12-12 26 4 16zM-6-16-2-30 10-16z', RED) +
    c(-28, -6, 3, INK, false) +
    s('M-38 2C-44 8-42 14-36 16', INK, 1.5),
  panda:
    c(-26, -24, 12, INK) +
    c(26, -24, 12, INK) +
    p('M-36 2C-36-24-20-34 0-34S36-24 36 2 20 34 0 34-36 28-36 2z', WHITE) +
    g('rotate(-25 -14 -2)', f('M-24-2a10 13 0 1 0 20 0 10 13 0 1 0-20 0z', INK)) +
    g('rotate(25 14 -2)', f('M4-2a10 13 0 1 0 20 0 10 13 0 1 0-20 0z', INK)) +
    c(-13, -4, 3, WHITE, false) +
    c(13, -4, 3, WHITE, false) +
    f('M-7 10h14c0 5-4 8-7 8s-7-3-7-8z', INK) +
    s('M-6 24c3 3 9 3 12 0', INK, 2) +
    c(-22, 14, 5, PINK, false) +
    c(22, 14, 5, PINK, false),
  pharaoh:
    p('M-34 42-30-8C-30-32-14-42 0-42S30-32 30-8L34 42H18L16 2H-16L-18 42z', GOLD) +
    f(
      'M-32 4H-18M-33 16H-17M-34 28H-17M32 4H18M33 16H17M34 28H17',
      'none',
      ` stroke="${BLUE_STRIPE}" stroke-width="5"`,
    ) +
    p('M-16-18H16V2C16 16 8 24 0 24S-16 16-16 2z', SKIN) +
    p('M-5 24h10l-1 16h-8z', GOLD) +
    f('M-12-8h8v3h-8zM4-8h8v3H4z', INK) +
    s('M-12-6l-4 3M12-6l4 3', INK, 1.5) +
    p('M-4-30 0-40 4-30 2-20h-4z', GOLD) +
    f('M-16-22h32v4h-32z', BLUE_STRIPE),
  empress:
    p('M-40 22C-30-8-14-28 0-40 14-28 30-8 40 22 20 12-20 12-40 22z', GOLD) +
    f('M-30 8C-16 2 16 2 30 8', 'none', ` stroke="${INK}" stroke-opacity=".35" stroke-width="2"`) +
    c(0, -12, 8, RED) +
    c(-20, 0, 5, TEAL) +
    c(20, 0, 5, TEAL) +
    c(0, -38, 4, WHITE) +
    c(-12, 8, 3, WHITE) +
    c(12, 8, 3, WHITE) +
    s('M-36 30C-14 22 14 22 36 30', GOLD, 6),
  samurai:
    g('rotate(40)', p('M-3-44h6v60h-6z', SILVER) + p('M-9 16h18v5H-9z', GOLD) + p('M-4 21h8v22h-8z', INK)) +
    g('rotate(-40)', p('M-3-44h6v60h-6z', SILVER) + p('M-9 16h18v5H-9z', GOLD) + p('M-4 21h8v22h-8z', RED)) +
    c(0, 0, 9, RED) +
    c(0, 0, 4, WHITE, false),
  pirate:
    g('rotate(35)', s('M0-40V40', IVORY, 9)) +
    g('rotate(-35)', s('M0-40V40', IVORY, 9)) +
    g('rotate(35)', c(-4, -40, 6, IVORY) + c(4, -40, 6, IVORY) + c(-4, 40, 6, IVORY) + c(4, 40, 6, IVORY)) +
    g('rotate(-35)', c(-4, -40, 6, IVORY) + c(4, -40, 6, IVORY) + c(-4, 40, 6, IVORY) + c(4, 40, 6, IVORY)) +
    p('M-26-6C-26-34 26-34 26-6 26 6 20 12 16 14V26H-16V14C-20 12-26 6-26-6z', IVORY) +
    p('M-28-14C-24-34 24-34 28-14 10-20-10-20-28-14z', RED) +
    c(-10, -2, 7, INK, false) +
    c(10, -2, 7, INK, false) +
    f('M0 6-4 14H4z', INK) +
    f('M-10 20v6M-3 20v6M4 20v6M11 20v6', 'none', ` stroke="${INK}" stroke-width="2"`),
  viking:
    p('M-28-2C-40-8-44-26-38-42-34-26-28-20-16-16zM28-2C40-8 44-26 38-42 34-26 28-20 16-16z', IVORY) +
    p('M-30 10C-30-24 30-24 30 10z', SILVER) +
    p('M-33 6h66v10h-66z', GOLD) +
    p('M-4 16h8v22h-8z', SILVER) +
    c(-20, 11, 2, INK, false) +
    c(20, 11, 2, INK, false) +
    f('M-10-20C-4-24 6-24 12-18', 'none', ` stroke="#fff" stroke-opacity=".6" stroke-width="3"`),
  buffalo:
    s('M-14-22C-36-22-46-30-40-44M14-22C36-22 46-30 40-44', IVORY, 9) +
    p('M-32-14-18-18-20-6zM32-14 18-18 20-6z', BROWN) +
    p('M-18-26H18C22-10 20 10 14 26 10 38-10 38-14 26-20 10-22-10-18-26z', BROWN) +
    f('M-14 18C-14 10 14 10 14 18S8 36 0 36-14 26-14 18z', '#5b3a22') +
    c(-6, 22, 2.5, INK, false) +
    c(6, 22, 2.5, INK, false) +
    c(-10, -6, 3, INK, false) +
    c(10, -6, 3, INK, false) +
    f('M-8-26C-4-18 4-18 8-26z', '#5b3a22'),
  wolf:
    p('M0 38-14 18-32 6-34-36-16-18H16L34-36 32 6 14 18z', SILVER) +
    f('M-28-26-18-18-28-10zM28-26 18-18 28-10z', SHADE) +
    f('M-14 14 0 38 14 14 8 4H-8z', WHITE) +
    f('M-20-4-8-6-10 0zM20-4 8-6 10 0z', '#f5c542') +
    f('M-6 26h12l-6 8z', INK),
  lion:
    f(star(18, 44, 34), ORANGE, ` stroke="${INK}" stroke-opacity=".5" stroke-width="2"`) +
    c(-20, -22, 7, GOLD) +
    c(20, -22, 7, GOLD) +
    c(0, 0, 28, GOLD) +
    f('M-12 8C-12 0 12 0 12 8S6 24 0 24-12 16-12 8z', IVORY) +
    f('M-5 4h10L0 11z', INK) +
    c(-10, -6, 3, INK, false) +
    c(10, -6, 3, INK, false) +
    s('M0 11v5M-6 18c3 2 9 2 12 0', INK, 2),
  elephant:
    p('M-16-18C-28-34-44-28-44-8S-30 22-16 14zM16-18C28-34 44-28 44-8S30 22 16 14z', '#9aa3b5') +
    f('M-18-12C-26-20-36-16-36-6S-28 10-18 6zM18-12C26-20 36-16 36-6S28 10 18 6z', PINK) +
    p(
      'M-16-26C-16-38 16-38 16-26V4C16 14 8 16 8 28 8 36 14 38 18 34V42C4 46-8 40-8 28V18C-14 14-16 8-16 4z',
      '#aab3c4',
    ) +
    s('M-14 8C-20 16-24 20-30 20M14 8C20 16 24 20 30 20', IVORY, 5) +
    c(-8, -12, 3, INK, false) +
    c(8, -12, 3, INK, false),
  monkey:
    c(-32, -2, 10, BROWN) +
    c(32, -2, 10, BROWN) +
    c(0, -4, 32, BROWN) +
    p('M-22-6C-22-20-6-22 0-14 6-22 22-20 22-6 22 14 12 26 0 26S-22 14-22-6z', SKIN) +
    p('M-30-22C-14-34 14-34 30-22L28-16C12-26-12-26-28-16z', GOLD) +
    c(-9, -6, 3.5, INK, false) +
    c(9, -6, 3.5, INK, false) +
    c(-3, 6, 1.8, INK, false) +
    c(3, 6, 1.8, INK, false) +
    s('M-8 15c4 4 12 4 16 0', INK, 2),
  rooster:
    p('M-20-2C-40-10-44-30-34-42-34-26-28-16-16-10zM-22 6C-44 4-44-16-38-26-34-10-26-4-14 0z', GREEN) +
    p(
      'M-16 32C-34 26-32 2-18-6L-2-10C-6-22 0-34 10-34S24-26 22-18L32-14 22-10C24 2 26 12 20 22 14 32 0 36-16 32z',
      ORANGE,
    ) +
    p('M2-34C0-42 6-44 8-38 10-46 18-44 16-36 22-40 26-34 20-30z', RED) +
    p('M22-10C26-4 22 2 18-2z', RED) +
    f('M-20 10C-8 4 6 6 12 16 0 26-14 24-20 10z', '#c0561a') +
    c(12, -22, 3, INK, false) +
    s('M-6 34-8 44M6 34 8 44M-12 44h8M4 44h8', GOLD, 3),
  mermaid:
    p('M-10 38C-14 18-10-2-2-14L-30-36C-14-40-4-32 0-26 4-32 14-40 30-36L2-14C10-2 14 18 10 38z', TEAL) +
    f(
      'M-6 0a5 5 0 0 0 10 0M-8 12a5 5 0 0 0 10 0M0 24a5 5 0 0 0 10 0M-6 24a5 5 0 0 0 10 0',
      'none',
      ` stroke="#fff" stroke-opacity=".55" stroke-width="2"`,
    ) +
    f('M-30-36C-14-40-4-32 0-26L-4-22C-10-30-20-34-30-36z', LIGHT) +
    p('M-44 38C-34 30-24 30-14 38S6 46 14 38 34 30 44 38V44H-44z', '#3b82c4'),
  unicorn:
    p('M-20 42C-26 20-20 2-10-10L-4-22C4-28 16-24 24-12L36 2C40 8 36 14 30 12L14 8C8 16 8 28 14 42z', WHITE) +
    p('M-4-22 12-46 6-18z', GOLD) +
    s('M-1-28 9-33M-2-23 8-26', INK, 1) +
    p('M-10-14C-22-16-26-4-20 4-30 8-30 24-22 30-30 38-26 44-20 42-24 24-16 6-10-14z', PINK) +
    f('M-14 0C-20 8-20 20-18 28-14 18-14 8-10-4z', PURPLE) +
    p('M-8-22-12-34-2-24z', WHITE) +
    c(8, -10, 2.5, INK, false) +
    c(30, 6, 1.5, INK, false),
  genie:
    p(
      'M-40 8C-34 10-28 4-22 4H22C30 4 32-4 38-10L44-8C40 0 34 12 24 18 18 24 8 26 0 26-16 26-26 20-30 14-36 14-40 12-40 8z',
      GOLD,
    ) +
    p('M-14 4C-14-8 14-8 14 4z', GOLD) +
    c(0, -10, 4, GOLD) +
    s('M-22 10C-36 6-40 18-30 20', GOLD, 4) +
    p('M-12 26h24l4 8h-32z', GOLD) +
    f('M-20 12C-6 18 10 18 22 10', 'none', ` stroke="#fff" stroke-opacity=".6" stroke-width="2"`) +
    f(
      'M0-14C-6-22 4-28 0-34S6-42 2-46',
      'none',
      ` stroke="${PURPLE}" stroke-opacity=".8" stroke-width="4" stroke-linecap="round"`,
    ),
  goddess:
    around(7, () => p('M0-24C6-30 6-38 0-42-6-38-6-30 0-24z', GREEN), -70) +
    around(7, () => p('M0-24C6-30 6-38 0-42-6-38-6-30 0-24z', GREEN), 110) +
    c(0, 0, 16, GOLD) +
    f(star(8, 12, 6), WHITE) +
    f('M-6 40 0 30 6 40z', RED),
  warrior:
    g(
      'rotate(-35)',
      p('M-3-46h6v56h-6z', SILVER) + p('M-12 10h24v5h-24z', GOLD) + p('M-3 15h6v14h-6z', BROWN),
    ) +
    p('M-28-24H28V0C28 22 12 34 0 40-12 34-28 22-28 0z', RED) +
    f('M-20-16H20V0C20 16 10 26 0 31-10 26-20 16-20 0z', GOLD) +
    p('M-4-12h8v12h12v8H4v14h-8V8h-12V0h12z', RED),
};
