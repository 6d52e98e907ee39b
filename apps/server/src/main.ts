import { ConfigError, loadConfig } from './config/config.ts';
import { closeOnSignals, startPlatform } from './platform-process.ts';

async function main() {
  const config = loadConfig();
  const { app, generatedAdminPassword, demoPlayer, demoAgent, lotteryRegulars } = await startPlatform(config);
  closeOnSignals(app);
  if (process.send) {
    // Started by `npm start` (scripts/start.mjs), which prints the logins in its banner once the studio is ready.
    process.send({
      type: 'platform-ready',
      logins: {
        admin: { username: 'admin', generatedPassword: generatedAdminPassword },
        demoPlayer,
        demoAgent,
        lotteryRegulars,
      },
    });
  } else if (generatedAdminPassword) {
    // Printed once, to the console only (not the log stream), the first time the owner account is made.
    process.stdout.write(
      `\n  Operator console: http://localhost:${config.port}/admin\n  username: admin\n  password: ${generatedAdminPassword}\n  (shown once; set ADMIN_PASSWORD to choose it yourself)\n\n`,
    );
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Croupier failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
