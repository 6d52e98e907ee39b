/**
 * The block `npm start` ends with once the site can be used: where it is and how to sign in. A generated
 * password is printed the one time it exists in the clear (the database keeps only its hash); later starts
 * name the account alone.
 *
 * @typedef {{ username: string, generatedPassword?: string }} Login
 * @param {{
 *   port: number, host?: string, admin: Login, demoPlayer?: Login, demoAgent?: Login, lotteryRegulars?: Login[],
 *   studioPending?: boolean,
 * }} site `studioPending`: the studio has not connected its games yet (a slow first registration).
 * @returns {string}
 */
export function startBanner({
  port,
  host,
  admin,
  demoPlayer,
  demoAgent,
  lotteryRegulars = [],
  studioPending = false,
}) {
  const origin = `http://${siteHost(host)}:${port}`;
  const rows = [
    ['Player site', origin],
    ['Operator console', `${origin}/admin`],
    ['Operator', login(admin, 'set ADMIN_PASSWORD before the first start to choose it')],
    ...(demoAgent ? [['Demo agent', login(demoAgent)]] : []),
    ...(demoPlayer ? [['Demo player', login(demoPlayer)]] : []),
    ...lotteryRegulars.map((regular) => ['Lottery regular', login(regular)]),
  ];
  const width = Math.max(...rows.map(([label]) => label.length)) + 1;
  return [
    '',
    '  Croupier is ready.',
    '',
    ...rows.map(([label, value]) => `    ${`${label}:`.padEnd(width)}  ${value}`),
    '',
    ...(studioPending ? [`  ${STUDIO_PENDING}`] : []),
    '  Stop with Ctrl+C.',
    '',
  ].join('\n');
}

export const STUDIO_PENDING =
  'The in-house games are still being connected: they open in a moment ("In-house games are ready." below).';
export const STUDIO_READY = 'In-house games are ready.';

/** @param {Login} account @param {string} [hint] */
function login({ username, generatedPassword }, hint) {
  if (!generatedPassword) return `${username}   (password as set at the first start)`;
  return `${username} / ${generatedPassword}   (shown this once${hint ? `; ${hint}` : ''})`;
}

/** Any-interface addresses are reached from this machine as localhost. @param {string | undefined} host */
function siteHost(host) {
  if (!host || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
