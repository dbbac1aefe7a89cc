// Cost of one access-token check with the HMAC secret as a string (what the server did) and as a
// KeyObject (what server/src/auth/jwt-key.ts hands to jsonwebtoken now). Run: node bench/jwt-key.mjs
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';

const secret = 'x'.repeat(48);
const key = createSecretKey(Buffer.from(secret, 'utf8'));
const token = jwt.sign({ sub: 1, ver: 0 }, key, { algorithm: 'HS256', expiresIn: 900 });
const ROUNDS = 5;
const CHECKS = 5_000;

const perCheck = (secretOrKey) => {
  const start = process.hrtime.bigint();
  for (let i = 0; i < CHECKS; i += 1) jwt.verify(token, secretOrKey, { algorithms: ['HS256'] });
  return Number(process.hrtime.bigint() - start) / CHECKS / 1000;
};
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

const asString = [];
const asKey = [];
for (let round = 0; round < ROUNDS; round += 1) {
  asString.push(perCheck(secret));
  asKey.push(perCheck(key));
}
console.log(
  `string secret: ${median(asString).toFixed(1)} µs a check; KeyObject: ${median(asKey).toFixed(1)} µs; ratio ${(median(asString) / median(asKey)).toFixed(1)}`,
);
