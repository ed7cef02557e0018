// The Firebase Auth emulator of firebase-tools, started without the firebase CLI (which wants the
// network for its update check): `tsx test/auth-emulator.ts <port> <projectId>`. It accepts the
// API's custom tokens (it does not check their signature; the API's own test does) and issues
// the unsigned ID tokens the Firestore emulator reads the claims of.
import { createRequire } from 'node:module';

interface AuthEmulatorServer {
  createApp: (projectId: string) => Promise<{
    listen: (port: number, host: string, ready: () => void) => unknown;
  }>;
}

const [port = '9099', projectId = 'demo-emplacamento'] = process.argv.slice(2);
// firebase-tools ships CommonJS without type declarations for this module.
const { createApp } = createRequire(import.meta.url)(
  'firebase-tools/lib/emulator/auth/server',
) as AuthEmulatorServer;

const app = await createApp(projectId);
app.listen(Number(port), '127.0.0.1', () => {
  process.stdout.write(`Auth emulator listening on ${port}\n`);
});
