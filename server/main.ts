// Starts Blockcast: validates the configuration first (so React and friends load their production builds
// when NODE_ENV says so), then runs the server. A bad setting stops the start with a clear message.
import { ConfigError, getEnv } from './env.server';

try {
  const env = getEnv();
  const { run } = await import('./run');
  await run(env);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Blockcast failed to start: ${String(err)}`);
  process.exit(1);
}
