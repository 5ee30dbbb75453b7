// `npm run staff:create -- --kullanici ayse.kaya --ad-soyad "Ayşe Kaya" --telefon 5321234567 --rol administrator`:
// creates the municipality's first desk (/yonetim) administrator in the database the server uses —
// DATABASE_URL, or PGlite under DATA_DIR. Works with demo mode off. Refused once an active administrator
// exists: everyone else is created at the desk, /yonetim/personel (decision 087).
// The password comes from STAFF_PASSWORD or is asked for on the terminal, never from the command line
// (it would stay in the shell's history). Exit 0 when created, 1 when refused, 2 for a usage mistake.
import { createInterface } from 'node:readline';
import { parseStaffCreateArgs, passwordProblem, runStaffCreate, staffCreateUsage } from '../src/domains/staff/command';
import { loadConfig } from '../src/config';
import { runCommand, withDatabase } from './command';

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.startsWith(question)) write.call(rl, s);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string | undefined> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  if (!process.stdin.isTTY) return undefined;
  const first = await askHidden('Şifre: ');
  const problem = passwordProblem(first);
  if (problem) {
    console.error(problem);
    return undefined;
  }
  const again = await askHidden('Şifre (tekrar): ');
  if (again !== first) {
    console.error('Şifreler aynı değil.');
    return undefined;
  }
  return first;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(staffCreateUsage);
    return 0;
  }
  const { account, problems } = parseStaffCreateArgs(argv);
  if (!account) {
    for (const problem of problems) console.error(problem);
    console.error(`\n${staffCreateUsage}`);
    return 2;
  }
  const password = await readPassword();
  if (!password) {
    console.error('Şifre alınamadı: STAFF_PASSWORD ortam değişkenini verin ya da komutu bir terminalde çalıştırın.');
    return 2;
  }
  return withDatabase(async (database) => {
    // With demo mode off (production) the demo's names are refused: they would stop the next start.
    const result = await runStaffCreate(database.db, account, password, { demoMode: loadConfig().DEMO_MODE });
    if (result.problem) {
      console.error(result.problem);
      return 1;
    }
    console.log(
      `Personel hesabı oluşturuldu: ${account.userName} (${account.role}${account.unitName ? `, ${account.unitName}` : ''}). Giriş: /yonetim`,
    );
    return 0;
  });
}

runCommand(main, 'Personel hesabı oluşturulamadı');
