import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Env } from '../env';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file under DATA_DIR/mail, so a
 * developer can open it and a test can read the link out of it.
 */
export function createMailer(env: Env): Mailer {
  if (env.SMTP_URL) return new SmtpMailer(nodemailer.createTransport(env.SMTP_URL), env.MAIL_FROM);
  return new FileMailer(path.join(env.dataDir, 'mail'), env.MAIL_FROM);
}

class SmtpMailer implements Mailer {
  constructor(
    private readonly transport: Transporter,
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }
}

export class FileMailer implements Mailer {
  private readonly transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(
    readonly dir: string,
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    await mkdir(this.dir, { recursive: true });
    // Time first so that a directory listing is in sending order.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(path.join(this.dir, name), info.message as Buffer);
  }
}
