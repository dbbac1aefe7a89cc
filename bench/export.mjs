#!/usr/bin/env node
// The back office's Excel export of every order on the generated database (npm run bench:data first; more
// orders: the time to the last byte, the size, and how far the
// server's resident memory rose meanwhile (sampled from /proc while the answer streams). Goal (issue 27):
// a million orders in at most 60 s, memory up by at most 100 MiB. Run: npm run bench:export
import { databaseUrl, startProduct } from './lib/servers.mjs';
import { signIn } from './lib/client-api.mjs';

const product = await startProduct({ databaseUrl: databaseUrl() });
try {
  const token = await signIn(product.url);
  const before = product.rssMiB();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, product.rssMiB())), 100);
  const started = performance.now();
  const response = await fetch(`${product.url}/api/v1/admin/orders/export`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`export: HTTP ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    `export: ${seconds.toFixed(1)} s, ${(bytes / 2 ** 20).toFixed(1)} MiB of .xlsx, ` +
      `server memory ${before.toFixed(0)} → peak ${peak.toFixed(0)} MiB (+${(peak - before).toFixed(0)})`,
  );
} finally {
  await product.stop();
}
