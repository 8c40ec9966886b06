// Starts Blockcast: validates the configuration first (so React and friends load their production builds
// when NODE_ENV says so), then runs the server. A bad setting stops the start with a clear message.
import { ConfigError, getEnv } from './env.server';

try {
  const env = getEnv();
  const { run } = await import('./run');
  await run(env);
} catch (err) {
  const plain = err instanceof ConfigError || (err instanceof Error && err.name === 'StartError');
  console.error(plain ? (err as Error).message : `Blockcast failed to start: ${String(err)}`);
  process.exit(1);
}
