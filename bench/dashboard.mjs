#!/usr/bin/env node
// The back-office dashboard (the client's GraphQL `Dashboard` query, 30 days) against raw SQL answering the
// same figures (7 statements on a pool of 10, run together as the product runs its own): the ratio of
// their median times, the figures compared, and the SQL statements the product issued for one request
// (counted on the wire by bench/lib/statement-counter.mjs). Run: npm run bench:dashboard
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { postGraphql, signIn } from './lib/client-api.mjs';
import { databaseUrl, startProduct } from './lib/servers.mjs';
import { startStatementCounter, statementsOf } from './lib/statement-counter.mjs';
import { median, spreadPercent } from './lib/stats.mjs';

const DAYS = 30;
const SAMPLES = Number(process.env.SAMPLES ?? 40);
const WARM_UP = 5;

/**
 * The dashboard's figures in raw SQL: $1 is the period in days; "today" and months are Istanbul's. The
 * months come from generate_series(0, 5), whose row count the planner knows: over timestamps it guesses
 * 1,000 rows, and the cost estimate turns on PostgreSQL's JIT compiler, about 450 ms of the statement.
 */
const RAW_SQL = {
  orders: `
    WITH w AS (SELECT now() - make_interval(days => $1) AS cur, now() - make_interval(days => 2 * $1) AS prev,
                      date_trunc('day', now() AT TIME ZONE 'Europe/Istanbul') AT TIME ZONE 'Europe/Istanbul' AS today)
    SELECT o.*, p.*, c.by_currency FROM w
    CROSS JOIN LATERAL (SELECT count(*)::int AS total,
      (count(*) FILTER (WHERE created_at >= cur))::int AS current,
      (count(*) FILTER (WHERE created_at >= prev AND created_at < cur))::int AS previous,
      (count(*) FILTER (WHERE created_at >= today))::int AS today
      FROM orders) o
    -- Revenue is money received: the payments' lira by when they were paid (refunds are negative).
    CROSS JOIN LATERAL (SELECT COALESCE(sum(amount_try), 0)::text AS revenue_total,
      COALESCE(sum(amount_try) FILTER (WHERE paid_at >= cur), 0)::text AS revenue_current,
      COALESCE(sum(amount_try) FILTER (WHERE paid_at >= prev AND paid_at < cur), 0)::text AS revenue_previous
      FROM payments) p
    CROSS JOIN LATERAL (SELECT COALESCE(json_agg(json_build_object('currency', currency, 'amount', amount::text,
      'amount_try', amount_try::text) ORDER BY currency), '[]'::json) AS by_currency
      FROM (SELECT currency, sum(amount) AS amount, sum(amount_try) AS amount_try FROM payments
            WHERE paid_at >= cur GROUP BY currency) x) c`,
  users: `
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE created_at >= now() - make_interval(days => $1)))::int AS current,
      (count(*) FILTER (WHERE created_at >= now() - make_interval(days => 2 * $1) AND created_at < now() - make_interval(days => $1)))::int AS previous
    FROM users`,
  activeServices: `
    SELECT count(*)::int AS total, (count(*) FILTER (WHERE created_at >= now() - make_interval(days => $1)))::int AS current,
      (count(*) FILTER (WHERE created_at >= now() - make_interval(days => 2 * $1) AND created_at < now() - make_interval(days => $1)))::int AS previous
    FROM services WHERE is_active AND deleted_at IS NULL`,
  // Each month aggregated on its own range (LATERAL), as the product does: the LEFT JOIN of months to orders
  // is about twice as slow and flattered the product's ratio.
  months: `
    SELECT to_char(b.m, 'YYYY-MM') AS month, m.orders, r.revenue
    FROM generate_series(0, 5) i
    CROSS JOIN LATERAL (SELECT date_trunc('month', now() AT TIME ZONE 'Europe/Istanbul') - make_interval(months => 5 - i) AS m) b
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS orders FROM orders o
      WHERE o.created_at >= b.m AT TIME ZONE 'Europe/Istanbul' AND o.created_at < (b.m + interval '1 month') AT TIME ZONE 'Europe/Istanbul') m
    CROSS JOIN LATERAL (
      SELECT COALESCE(sum(p.amount_try), 0)::text AS revenue FROM payments p
      WHERE p.paid_at >= b.m AT TIME ZONE 'Europe/Istanbul' AND p.paid_at < (b.m + interval '1 month') AT TIME ZONE 'Europe/Istanbul') r
    ORDER BY b.m`,
  statuses: `SELECT status::text, count(*)::int AS count FROM orders GROUP BY status`,
  topServices: `
    SELECT t.service_id, s.name_ar, t.orders_count
    FROM (SELECT service_id, count(*)::int AS orders_count FROM orders GROUP BY service_id ORDER BY 2 DESC, 1 LIMIT 5) t
    JOIN services s ON s.id = t.service_id ORDER BY t.orders_count DESC, t.service_id`,
  latestOrders: `
    SELECT id, order_number, full_name, service_name_ar, total_amount, currency, status, created_at
    FROM orders ORDER BY created_at DESC, id DESC LIMIT 5`,
};

const rawFigures = async (pool) => {
  const names = Object.keys(RAW_SQL);
  const results = await Promise.all(
    names.map((name) => pool.query(RAW_SQL[name], RAW_SQL[name].includes('$1') ? [DAYS] : [])),
  );
  return Object.fromEntries(names.map((name, i) => [name, results[i].rows]));
};

/** The figures both give, in one comparable shape (money as numbers). */
const fromProduct = (d) => ({
  orders: [d.totals.orders.total, d.totals.orders.current],
  users: [d.totals.users.total, d.totals.users.current],
  revenue: [Number(d.totals.revenue.total), Number(d.totals.revenue.current)],
  byCurrency: d.totals.revenue.byCurrency.map((c) => [c.currency, c.amount, c.amountTry]),
  activeServices: [d.totals.activeServices.total, d.totals.activeServices.current],
  months: d.ordersByMonth.map((m) => [m.month, m.orders, Number(m.revenue)]),
  statuses: Object.fromEntries(d.statusDistribution.filter((s) => s.count > 0).map((s) => [s.status, s.count])),
  topServices: d.topServices.map((s) => [s.serviceId, s.name, s.ordersCount]),
  latestOrders: d.latestOrders.map((o) => o.id),
});
const fromRaw = (r) => ({
  orders: [r.orders[0].total, r.orders[0].current],
  users: [r.users[0].total, r.users[0].current],
  revenue: [Number(r.orders[0].revenue_total), Number(r.orders[0].revenue_current)],
  byCurrency: r.orders[0].by_currency.map((c) => [
    c.currency,
    Number(c.amount).toFixed(2),
    Number(c.amount_try).toFixed(2),
  ]),
  activeServices: [r.activeServices[0].total, r.activeServices[0].current],
  months: r.months.map((m) => [m.month, m.orders, Number(m.revenue)]),
  statuses: Object.fromEntries(r.statuses.map((s) => [s.status, s.count])),
  topServices: r.topServices.map((s) => [s.service_id, s.name_ar, s.orders_count]),
  latestOrders: r.latestOrders.map((o) => o.id),
});

const timed = async (work) => {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
};

export async function dashboardStatements(url) {
  const counter = await startStatementCounter(url);
  const product = await startProduct({ databaseUrl: counter.url });
  try {
    const token = await signIn(product.url);
    return await statementsOf(counter, () => postGraphql(product.url, 'Dashboard', { days: DAYS }, token));
  } finally {
    await product.stop();
    await counter.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = databaseUrl();
  const statements = await dashboardStatements(url);
  const product = await startProduct({ databaseUrl: url });
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    const token = await signIn(product.url);
    const productRequest = () => postGraphql(product.url, 'Dashboard', { days: DAYS }, token);
    for (let i = 0; i < WARM_UP; i += 1) await Promise.all([productRequest(), rawFigures(pool)]);
    const productMs = [];
    const rawMs = [];
    let same = true;
    for (let i = 0; i < SAMPLES; i += 1) {
      const viaProduct = await timed(productRequest);
      const viaSql = await timed(() => rawFigures(pool));
      productMs.push(viaProduct.ms);
      rawMs.push(viaSql.ms);
      if (i === 0) {
        const [a, b] = [fromProduct(viaProduct.result.dashboard), fromRaw(viaSql.result)];
        same = isDeepStrictEqual(a, b);
        if (!same) console.log(`figures differ:\n product ${JSON.stringify(a)}\n raw SQL ${JSON.stringify(b)}`);
      }
    }
    console.log(
      `dashboard(days: ${DAYS}), ${SAMPLES} requests each, one at a time, interleaved; figures ${same ? 'equal' : 'DIFFERENT'}`,
    );
    console.log(
      `product ${median(productMs).toFixed(1)} ms ±${spreadPercent(productMs).toFixed(0)}%, raw SQL ${median(rawMs).toFixed(1)} ms ±${spreadPercent(rawMs).toFixed(0)}%`,
    );
    // Each request's ratio to the raw SQL run right after it, so a busy moment of the machine weighs on both.
    const ratios = productMs.map((ms, i) => ms / rawMs[i]);
    console.log(
      `ratio product / raw SQL: ${median(ratios).toFixed(2)} ±${spreadPercent(ratios).toFixed(0)}% (median of the ${SAMPLES} pairs)`,
    );
    console.log(
      `SQL statements: product ${statements.length} (the session check included), raw SQL ${Object.keys(RAW_SQL).length}`,
    );
    if (process.env.VERBOSE) for (const text of statements) console.log(`  ${text.slice(0, 160)}`);
  } finally {
    await pool.end();
    await product.stop();
  }
}
