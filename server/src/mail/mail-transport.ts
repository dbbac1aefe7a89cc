import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  id: number;
  kind: string;
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html?: string | null;
};
export type MailTransport = { send(message: MailMessage): Promise<void> };

const nodemailerMessage = (m: MailMessage) => ({
  from: m.from,
  to: m.to,
  replyTo: m.replyTo ?? undefined,
  subject: m.subject,
  text: m.text,
  html: m.html ?? undefined,
});

/** SMTP through nodemailer when SMTP_URL is set. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (m) => {
      await transporter.sendMail(nodemailerMessage(m));
    },
  };
}

/** Without SMTP, each e-mail becomes an .eml file in `<dataDir>/mail` (open it with any mail program). */
export function fileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (m) => {
      const info = await builder.sendMail(nodemailerMessage(m));
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${String(m.id).padStart(6, '0')}-${m.kind}.eml`), info.message as Buffer);
    },
  };
}
