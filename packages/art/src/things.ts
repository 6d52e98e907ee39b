import {
  around,
  BLUE,
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
  rect,
  PURPLE,
  RED,
  s,
  SHADE,
  SHINE,
  SILVER,
  star,
  TEAL,
  WHITE,
} from './paint.ts';

const coinFace = (x: number, y: number, r: number) =>
  c(x, y, r, GOLD) + c(x, y, r * 0.72, 'none') + f(star(5, r * 0.45, r * 0.2, x, y), '#b7791f');

/** Objects and places of the slot names, centred on 0,0 within ±44. */
export const THINGS: Record<string, string> = {
  temple:
    p('M-42-14 0-40 42-14z', IVORY) +
    p('M-38-14h76v7h-76zM-42 30h84v10h-84z', IVORY) +
    [-30, -12, 6, 24].map((x) => p(`M${x}-7h8v37h-8z`, IVORY)).join('') +
    c(0, -24, 5, GOLD),
  fortune:
    p('M-42 0C-42-10-30-12-22-4-20-20 20-20 22-4 30-12 42-10 42 0 42 20 22 30 0 30S-42 20-42 0z', GOLD) +
    f('M-22-4C-16 4 16 4 22-4', 'none', ` stroke="#a8650a" stroke-width="2"`) +
    f('M-14-8C-10-16 10-16 14-8', 'none', ` stroke="#fff" stroke-opacity=".7" stroke-width="3"`) +
    coinFace(-26, 30, 10) +
    coinFace(28, 28, 9),
  treasure:
    p('M-38-4h76v40h-76z', BROWN) +
    p('M-38-4V-16C-38-36 38-36 38-16V-4z', BROWN) +
    f('M-26-4V36M26-4V36M-26-31V-4M26-31V-4', 'none', ` stroke="#f4b400" stroke-width="6"`) +
    p('M-8-10h16v16H-8z', GOLD) +
    c(0, -2, 2.5, INK, false) +
    coinFace(-14, -30, 7) +
    coinFace(6, -34, 8) +
    coinFace(22, -28, 6),
  lotus:
    p('M-6 24C-36 26-44 12-44 2-30 4-16 14-6 24zM6 24C36 26 44 12 44 2 30 4 16 14 6 24z', PINK) +
    p('M-4 22C-30 14-36-6-34-22-20-14-8 0-4 22zM4 22C30 14 36-6 34-22 20-14 8 0 4 22z', PINK) +
    p('M0-40C14-20 14 10 0 24-14 10-14-20 0-40z', '#f7a8c8') +
    f('M0-30C6-16 6 6 0 18', 'none', ` stroke="#fff" stroke-opacity=".6" stroke-width="2"`) +
    p('M-30 30C-10 40 10 40 30 30 20 44-20 44-30 30z', GREEN),
  gem:
    p('M-36-12-20-34h40l16 22L0 38z', PURPLE) +
    f(
      'M-36-12h72M-20-34-8-12 0 38M20-34 8-12 0 38M-8-12 0-34 8-12',
      'none',
      ` stroke="#fff" stroke-opacity=".55" stroke-width="2"`,
    ) +
    f('M-20-34-8-12h-28z', LIGHT),
  cherry:
    s('M-14 10C-10-14 2-28 16-38M18 6C16-14 14-26 16-38', GREEN, 4) +
    p('M16-38C26-42 36-36 38-28 28-26 20-30 16-38z', GREEN) +
    c(-16, 22, 16, RED) +
    c(18, 18, 16, RED) +
    c(-21, 16, 5, 'rgba(255,255,255,.6)', false) +
    c(13, 12, 5, 'rgba(255,255,255,.6)', false),
  candy:
    p('M-4 10h8v34h-8z', WHITE) +
    c(0, -10, 30, PINK) +
    s('M0-10C0-16 8-16 8-10S0 2-8-4-14-22 0-26 20-20 20-8 10 16-6 16-26 8-28-10', WHITE, 4) +
    c(-10, -24, 5, LIGHT, false),
  volcano:
    p('M-44 40-12-12H12L44 40z', '#5a3b34') +
    p('M-12-12C-12-24-24-30-14-40-8-32 0-44 6-44 8-34 20-32 14-22 14-16 12-12 12-12z', ORANGE) +
    f('M-8-12C-6-20 0-30 2-36 6-26 4-18 8-12z', '#ffd43b') +
    f('M-12-12H12L16-4C6 0 2 10-4 18-4 8-10 2-16-4z', RED) +
    f('M-44 40-30 18-20 26-8 14 4 24 16 12 30 22 44 40z', SHADE),
  ocean:
    p('M-44 30C-40 0-20-30 10-30 30-30 42-16 36-4 30-14 16-16 10-8 4 0 10 12 24 12 10 22-8 22-14 30z', BLUE) +
    f('M10-30C30-30 42-16 36-4 34-12 26-18 16-18z', WHITE) +
    p('M-44 30C-30 24-20 34-6 30S20 22 44 30V42H-44z', TEAL) +
    s('M-34 8C-30-8-18-20-4-24', LIGHT, 3),
  jungle:
    p('M-4 42C-2 20 0 0-2-14h6C6 0 6 20 6 42z', BROWN) +
    g(
      'translate(1 -14)',
      around(6, () => p('M0-2C6-10 8-22 2-30-4-22-6-10 0-2z', GREEN), -105),
    ) +
    c(-6, -10, 5, BROWN) +
    c(6, -8, 5, BROWN),
  carnival:
    p(
      'M-40-12C-30-22-10-18 0-10 10-18 30-22 40-12 40 8 26 16 14 14 6 12 2 6 0 6-2 6-6 12-14 14-26 16-40 8-40-12z',
      PURPLE,
    ) +
    f('M-28-6C-22-12-14-12-10-6-14 0-22 0-28-6zM28-6C22-12 14-12 10-6 14 0 22 0 28-6z', INK) +
    p('M26-18C30-34 36-40 44-42 40-34 36-26 30-16zM20-20C20-34 24-42 30-46 30-36 28-28 24-18z', GOLD) +
    s('M-34 4C-24 10-12 10-4 4M34 4C24 10 12 10 4 4', GOLD, 2) +
    s('M-40-6-44 30', GOLD, 2),
  galaxy:
    c(0, 0, 24, PURPLE) +
    f(
      'M-22-8C-10-4 10-4 22-8M-23 6C-8 10 8 10 23 6',
      'none',
      ` stroke="#fff" stroke-opacity=".35" stroke-width="3"`,
    ) +
    c(-8, -10, 8, SHINE, false) +
    g('rotate(-20)', s('M-44 0C-44-10 44-10 44 0S-44 10-44 0', GOLD, 4)) +
    f(star(4, 7, 2, -34, -30), WHITE) +
    f(star(4, 5, 1.5, 34, 30), WHITE) +
    f(star(4, 4, 1.2, 30, -34), WHITE),
  kingdom:
    p('M-42 40V-14h4v-6h6v6h4v-6h6v6h4V40zM18 40V-14h4v-6h6v6h4v-6h6v6h4V40z', SILVER) +
    p('M-18 40V-26h5v-6h7v6h12v-6h7v6h5V40z', SILVER) +
    p('M-8 40V22C-8 12 8 12 8 22V40z', BROWN) +
    f('M-34 0h8v10h-8zM26 0h8v10h-8zM-4-14h8v10h-8z', INK) +
    s('M0-32V-44', INK, 2) +
    f('M0-44h14l-4 4 4 4H0z', RED),
  lantern:
    s('M0-44V-36M0 34V44', GOLD, 3) +
    p('M-14-38h28v6h-28zM-14 28h28v6h-28z', GOLD) +
    p('M-32-2C-32-24-18-32 0-32S32-24 32-2 18 28 0 28-32 20-32-2z', RED) +
    f(
      'M-16-30C-24-20-24 18-16 26M16-30C24-20 24 18 16 26M0-32V28',
      'none',
      ` stroke="#7a0f1c" stroke-width="2.5"`,
    ) +
    f('M-8 34h16l-2 10h-12z', GOLD) +
    c(-14, -14, 8, 'rgba(255,255,255,.3)', false),
  pearl:
    p('M0 26-40-8C-36-30-18-40 0-40S36-30 40-8z', '#f7c9b8') +
    f('M0 26-30-30M0 26-12-38M0 26 12-38M0 26 30-30', 'none', ` stroke="#c9826b" stroke-width="2"`) +
    c(0, 16, 16, WHITE) +
    c(-5, 10, 7, SHINE, false) +
    p('M-24 32C-12 40 12 40 24 32 16 26-16 26-24 32z', '#f7c9b8'),
  coins:
    [30, 22, 14, 6].map((y) => p(`M-34 ${y}a18 6 0 0 0 36 0v-8a18 6 0 0 0-36 0z`, GOLD)).join('') +
    coinFace(14, 0, 24) +
    c(7, -8, 7, 'rgba(255,255,255,.45)', false),
  bells:
    p('M-30 26C-30-6-22-30 0-30S30-6 30 26L36 32H-36z', GOLD) +
    c(0, 36, 7, GOLD) +
    c(0, -34, 5, GOLD) +
    f(
      'M-18 18C-18-4-12-18 0-20',
      'none',
      ` stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-linecap="round"`,
    ) +
    p(
      'M-30-30C-38-40-44-30-34-26zM30-30C38-40 44-30 34-26zM-8-34C-20-40-26-34-34-28M8-34C20-40 26-34 34-28',
      RED,
    ) +
    c(0, -33, 5, RED),
  sevens:
    g('translate(-4 0)', p('M-26-36h58v12L4 40h-18l24-58h-36z', RED) + f('M-24-34h54v4h-54z', LIGHT)) +
    f(star(4, 8, 2, 30, 20), '#ffd43b'),
  crown:
    p('M-40 20-42-24-18 0 0-36 18 0 42-24 40 20z', GOLD) +
    p('M-40 22h80v12h-80z', GOLD) +
    c(0, 28, 4, RED) +
    c(-24, 28, 3.5, TEAL) +
    c(24, 28, 3.5, TEAL) +
    c(0, -36, 5, WHITE) +
    c(-42, -24, 4, WHITE) +
    c(42, -24, 4, WHITE) +
    c(0, 6, 6, RED),
  coin: coinFace(0, 0, 36) + c(-12, -14, 10, 'rgba(255,255,255,.4)', false),
  star: p(star(5, 42, 18), GOLD) + f('M0-42 0 0-40-13z', LIGHT),
  bolt: p('M8-44-26 6h20l-8 38 36-52H0z', '#ffd43b'),
  moon: p('M10-40a40 40 0 1 0 28 62A32 32 0 1 1 10-40z', '#ffe8a3') + f(star(4, 8, 2, 24, -24), WHITE),
  sakura: around(5, () => p('M0-4C-12-14-12-34 0-40 12-34 12-14 0-4z', PINK)) + c(0, 0, 7, GOLD),
};

/** Two cards fanned, a spade and a heart: card games and casino tables. */
const card = (suitPath: string, colour: string) =>
  p('M-20-30h40a4 4 0 0 1 4 4v52a4 4 0 0 1-4 4h-40a4 4 0 0 1-4-4v-52a4 4 0 0 1 4-4z', WHITE) +
  f(suitPath, colour);

const HEART = 'M0 14C-14 4-18-4-16-10-14-16-4-16 0-8 4-16 14-16 16-10 18-4 14 4 0 14z';
const SPADE = 'M0-16C10-6 18 0 16 8 14 14 6 14 2 10L5 18H-5L-2 10C-6 14-14 14-16 8-18 0-10-6 0-16z';
const CLUB = 'M0-16a7 7 0 0 1 6 11 7 7 0 1 1 0 12l3 9H-9l3-9a7 7 0 1 1 0-12A7 7 0 0 1 0-16z';
const DIAMOND = 'M0-16 12 0 0 16-12 0z';

const die = (pips: [number, number][]) =>
  rect(-18, -18, 36, 36, 6, WHITE) + pips.map(([x, y]) => c(x, y, 4, INK, false)).join('');

/** Motifs of the other kinds of game: tables, cards, draws, arcade and sports. */
export const GAME_THINGS: Record<string, string> = {
  cards: g('rotate(-14 -6 10)', card(SPADE, INK)) + g('translate(14 0) rotate(12)', card(HEART, RED)),
  baccarat:
    g('rotate(-16 -8 10)', card(DIAMOND, RED)) +
    g('translate(16 2) rotate(10)', card(CLUB, INK)) +
    c(-26, 30, 10, GOLD),
  roulette:
    c(0, 0, 42, BROWN) +
    around(16, (i) => f('M0-34 6.6-33.3 0 0-6.6-33.3z', i % 2 ? INK : RED)) +
    c(0, 0, 22, GREEN) +
    c(0, 0, 14, GOLD) +
    s('M-10 0h20M0-10v20', BROWN, 3) +
    c(22, -22, 4, WHITE),
  dice:
    g(
      'translate(-12 6) rotate(-12)',
      die([
        [-9, -9],
        [0, 0],
        [9, 9],
      ]),
    ) +
    g(
      'translate(16 -10) rotate(16)',
      die([
        [-9, -9],
        [9, -9],
        [-9, 9],
        [9, 9],
      ]),
    ),
  chip:
    c(0, 0, 38, RED) +
    around(8, () => f('M-5-38h10v12h-10z', WHITE)) +
    c(0, 0, 24, WHITE) +
    c(0, 0, 18, RED) +
    f(star(5, 12, 5), GOLD),
  mahjong: g(
    'rotate(-8)',
    rect(-20, -30, 44, 64, 6, GREEN) +
      rect(-24, -34, 42, 62, 6, IVORY) +
      c(-3, -3, 13, BLUE) +
      c(-3, -3, 8, RED) +
      c(-3, -3, 3, IVORY, false),
  ),
  fish:
    p('M-36 0C-20-24 16-24 30 0 16 24-20 24-36 0z', ORANGE) +
    p('M28 0 44-18V18z', ORANGE) +
    f('M-6-18C-2-6-2 6-6 18M8-16C12-6 12 6 8 16', 'none', ` stroke="${WHITE}" stroke-width="5"`) +
    c(-22, -4, 4, INK, false) +
    p('M-4-20 6-32 14-18z', ORANGE),
  shark:
    p('M-42 4C-26-14 6-18 26-8L44-26 36 2 44 24 24 10C4 20-26 20-42 4z', '#6f86a6') +
    p('M-6-14 4-36 14-12z', '#6f86a6') +
    f('M-42 4C-26 12 4 16 24 10 4 20-26 20-42 4z', WHITE) +
    f('M-34 6l3 5 3-5 3 5 3-5 3 5 3-5z', WHITE) +
    c(-28, -2, 3, INK, false) +
    f('M-14 0v8M-10-1v9M-6-2v10', 'none', ` stroke="${INK}" stroke-opacity=".4" stroke-width="1.5"`),
  rocket:
    p('M0-44C18-26 18 8 12 22h-24C-18 8-18-26 0-44z', WHITE) +
    p('M-12 4-26 30V14zM12 4 26 30V14z', RED) +
    c(0, -14, 7, BLUE) +
    p('M-8 22C-10 32-4 38 0 44 4 38 10 32 8 22z', ORANGE),
  bomb:
    c(-4, 8, 32, INK) +
    c(-14, -2, 8, 'rgba(255,255,255,.3)', false) +
    s('M14-16C20-28 26-30 32-34', BROWN, 5) +
    f(star(8, 10, 4, 34, -36), '#ffd43b'),
  plinko:
    [0, 1, 2, 3, 4]
      .map((row) =>
        Array.from({ length: row + 1 }, (_, i) =>
          c((i - row / 2) * 16, -30 + row * 16, 3.5, WHITE, false),
        ).join(''),
      )
      .join('') +
    c(8, -16, 7, GOLD) +
    [-32, -16, 0, 16, 32]
      .map((x, i) => p(`M${x - 7} 38h14v-8h-14z`, [RED, ORANGE, '#ffd43b', ORANGE, RED][i]!))
      .join(''),
  tower:
    [0, 1, 2, 3]
      .map((row) =>
        p(
          `M${-30 + row * 6} ${26 - row * 18}h${60 - row * 12}v16h${-60 + row * 12}z`,
          [BROWN, ORANGE, GOLD, '#ffd43b'][row]!,
        ),
      )
      .join('') + f(star(4, 8, 3, 0, -40), WHITE),
  wheel:
    around(8, (i) =>
      f('M0 0-15.3-37A40 40 0 0 1 15.3-37z', [RED, GOLD, BLUE, GREEN, PURPLE, ORANGE, TEAL, PINK][i]!),
    ) +
    c(0, 0, 40, 'none') +
    c(0, 0, 8, GOLD) +
    p('M-7-46h14L0-32z', WHITE),
  balls:
    c(-20, 12, 18, RED) +
    c(20, 12, 18, BLUE) +
    c(0, -18, 18, GOLD) +
    [
      [-20, 12],
      [20, 12],
      [0, -18],
    ]
      .map(([x, y]) => c(x!, y!, 8, WHITE, false))
      .join(''),
  bingo:
    rect(-34, -36, 56, 60, 4, WHITE) +
    [0, 1, 2, 3]
      .map((r) =>
        [0, 1, 2, 3]
          .map((k) => c(-24 + k * 12, -26 + r * 12, 4, (r + k) % 3 ? '#d6dbe4' : RED, false))
          .join(''),
      )
      .join('') +
    c(24, 22, 16, BLUE) +
    c(24, 22, 7, WHITE, false),
  ticket:
    p('M-42-22h84v14a8 8 0 0 0 0 16v14h-84V8a8 8 0 0 0 0-16z', GOLD) +
    f('M-24-22V22', 'none', ` stroke="${INK}" stroke-opacity=".4" stroke-width="2" stroke-dasharray="4 4"`) +
    f(star(5, 14, 6, 10, 0), RED),
  car:
    p('M-42 14C-42 4-34 0-24-2L-12-16H14L26-2C36-2 42 4 42 14z', RED) +
    f('M-8-12h9v10h-17zM5-12h7l9 10H5z', '#bde0fe') +
    c(-24, 16, 9, INK) +
    c(24, 16, 9, INK) +
    c(-24, 16, 3.5, SILVER, false) +
    c(24, 16, 3.5, SILVER, false),
  football:
    c(0, 0, 38, WHITE) +
    f('M0-14 13-4 8 12H-8l-5-16z', INK) +
    f(
      'M0-38 9-30 0-22-9-30zM36-12 36 4 26 0 25-14zM-36-12-36 4-26 0-25-14zM22 30 10 36 6 26 18 22zM-22 30-10 36-6 26-18 22z',
      INK,
    ) +
    s('M0-22V-14M13-4 25-6M8 12 15 22M-8 12-15 22M-13-4-25-6', INK, 2),
  basketball:
    c(0, 0, 38, ORANGE) + s('M-38 0H38M0-38V38M-27-27C-12-12-12 12-27 27M27-27C12-12 12 12 27 27', INK, 2.5),
  controller:
    p(
      'M-42 6C-42-14-28-20-16-20h32C28-20 42-14 42 6S32 32 22 24L12 14h-24L-22 24C-32 32-42 26-42 6z',
      PURPLE,
    ) +
    f('M-28-2h6v-6h6v6h6v6h-6v6h-6V4h-6z', WHITE) +
    c(20, -4, 4, '#ffd43b', false) +
    c(28, 4, 4, RED, false) +
    c(12, 4, 4, TEAL, false) +
    c(20, 12, 4, '#9be15d', false),
  shuttlecock:
    p('M-26-36 26-36 12 18h-24z', WHITE) +
    f(
      'M-13-36-6 18M0-36v54M13-36 6 18M-20-14h40',
      'none',
      ` stroke="${INK}" stroke-opacity=".35" stroke-width="2"`,
    ) +
    c(0, 28, 12, RED),
  beans:
    c(0, 8, 34, SILVER) +
    c(0, 8, 26, BLUE) +
    [
      [-10, 2],
      [6, -2],
      [-2, 14],
      [12, 12],
      [-14, 16],
      [2, 6],
    ]
      .map(([x, y]) => c(x!, y!, 4.5, WHITE, false))
      .join('') +
    p('M-20-36h40l-4 14h-32z', BROWN),
};
