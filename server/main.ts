// Starts Blockcast: validates the configuration first (so React and friends load their production builds
// when NODE_ENV says so), then runs the server. A bad setting stops the start with a clear message.
import { ConfigError, getEnv } from './env.server';

try {
  const env = getEnv();
  const { run } = await import('./run');
  await run(env);
} catch (err) {
  const plain = err instanceof ConfigError || (err instanceof Error && err.name === 'StartError');
  if (plain) console.error((err as Error).message);
  // What lies under a wrapped failure ("Failed query: rollback" says little without it).
  else
    console.error(
      `Blockcast failed to start: ${String(err)}`,
      ...((err as Error).cause ? [(err as Error).cause] : []),
    );
  process.exit(1);
}
