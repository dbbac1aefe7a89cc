/**
 * Console commands for the office's operator (see README, "Admin recovery"):
 *   reset-password <email>   sets a new generated password for that admin, turns their two-step sign-in off,
 *                            and prints the password once
 * On the embedded database, stop the server first: one process at a time may open its data folder.
 */
import { loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/database-connection.js';
import { PrismaService } from '../database/prisma.service.js';
import { resetAdminPassword } from './admin-recovery.js';

async function main(command: string | undefined, email: string | undefined) {
  if (command !== 'reset-password' || !email) throw new Error('Usage: npm run admin -- reset-password <admin e-mail>');
  const prisma = new PrismaService(await openDatabase(loadConfig()));
  try {
    const password = await resetAdminPassword(prisma, email);
    console.log(
      `New password for ${email.trim().toLowerCase()} (shown only this once; every session of that account has ended and two-step sign-in is off until set up again from the profile):\n${password}`,
    );
  } finally {
    await prisma.close();
  }
}

main(process.argv[2], process.argv[3]).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
