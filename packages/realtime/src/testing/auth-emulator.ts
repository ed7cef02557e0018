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

interface ExegesisExpress {
  middleware: (openApiDoc: unknown, options: Record<string, unknown>) => Promise<unknown>;
}

const [port = '9099', projectId = 'demo-emplacamento'] = process.argv.slice(2);
const require = createRequire(import.meta.url);
// The emulator builds its REST API with exegesis, which compiles an ajv validator for every
// request and response schema of Identity Toolkit when the app is made, each on a new ajv that
// compiles the JSON Schema meta-schema again: 16 of the 17 CPU-seconds the emulator took to start,
// twice in every CI run (the realtime tests and the journeys). exegesis's own option
// `lazyCompileValidationSchemas` compiles each validator when a request first needs it, so only
// the few operations the tests call pay, and they are validated exactly as before.
const exegesisExpress = createRequire(require.resolve('firebase-tools/package.json'))(
  'exegesis-express',
) as ExegesisExpress;
const middleware = exegesisExpress.middleware;
exegesisExpress.middleware = (openApiDoc, options) =>
  middleware(openApiDoc, { ...options, lazyCompileValidationSchemas: true });
// firebase-tools ships CommonJS without type declarations for this module.
const { createApp } = require('firebase-tools/lib/emulator/auth/server') as AuthEmulatorServer;

const app = await createApp(projectId);
app.listen(Number(port), '127.0.0.1', () => {
  process.stdout.write(`Auth emulator listening on ${port}\n`);
});
