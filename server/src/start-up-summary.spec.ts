import { loadConfig } from './config/app-config.js';
import { startUpSummary } from './start-up-summary.js';

describe('start-up summary', () => {
  it('ends with the address the product answers on, after the admin password shown once', () => {
    const config = loadConfig({
      DATA_DIR: '/tmp/legal-summary-test',
      PORT: '4100',
      JWT_SECRET: 'a-secret-long-enough-for-the-test-0123',
    });
    const lines = startUpSummary(config, { generatedAdminPassword: 'pw-123456' }).split('\n');
    expect(lines.at(-1)).toBe('  Legal office is running at http://localhost:4100');
    expect(lines.some((line) => line.includes('pw-123456'))).toBe(true);
  });
});
