/** Checks `condition` every 10 ms until it holds, for what arrives on its own (a NOTIFY over PostgreSQL); fails after `timeoutMs`. */
export async function waitFor(condition: () => Promise<boolean>, timeoutMs = 2000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
