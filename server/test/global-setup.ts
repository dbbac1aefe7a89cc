export default function globalSetup() {
  const target = process.env.DATABASE_URL ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})` : 'PGlite';
  console.log(`\nServer tests run against ${target}, a fresh database per test file.`);
}
