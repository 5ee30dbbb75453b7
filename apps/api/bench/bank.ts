// The sandbox bank (apps/sandbox's plugin, the same one demo mode mounts under /sandbox) in a process
// of its own, started by bench.ts: the API reaches it over HTTP at the addresses the SETTING_*
// overrides give, and the citizen's browser (the bench) goes back and forth between the two, as in
// production. Like a real bank it knows the shop's store key and API credentials from onboarding
// (BENCH_BANK_STORE, read by bench.ts from the settings table), not from the API's database.
import { sandboxPlugin, type SandboxStore } from '@ebelediye/sandbox';
import Fastify from 'fastify';

const store = JSON.parse(process.env.BENCH_BANK_STORE ?? '{}') as SandboxStore & { smsUser: string; smsHeader: string };
const app = Fastify({ logger: false });
await app.register(sandboxPlugin, {
  prefix: '/sandbox',
  smsAccount: async () => ({ usercode: store.smsUser, header: store.smsHeader }),
  bankStore: async () => store,
});
const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.send!({ address });
process.on('message', async (message) => {
  // The bank's own CPU time, so the bench can say what a payment costs it.
  if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
  if (message !== 'close') return;
  await app.close();
  process.exit(0);
});
