// Preloaded (`node --import`) into a real `resizeguard check` run by the benchmark: when the
// process exits it reports its own wall time since start and its peak RSS, as one stderr line.
import { performance } from 'node:perf_hooks';

process.on('exit', () => {
  process.stderr.write(`\nRG_PROBE ${JSON.stringify({ ms: performance.now(), maxRssKiB: process.resourceUsage().maxRSS })}\n`);
});
