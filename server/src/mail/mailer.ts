import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxEntry extends MailMessage {
  id: number;
  sentAt: string;
  /** Every http(s) link in the text, so tests and people can follow them. */
  links: string[];
}

/** Keeps sent mail in memory for development; listed at GET /dev/mail. */
export class DevOutbox implements Mailer {
  private readonly entries: OutboxEntry[] = [];
  private nextId = 1;

  constructor(private readonly capacity = 500) {}

  async send(message: MailMessage): Promise<void> {
    const links = message.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
    this.entries.unshift({ ...message, id: this.nextId++, sentAt: new Date().toISOString(), links });
    this.entries.length = Math.min(this.entries.length, this.capacity);
  }

  list(to?: string): OutboxEntry[] {
    const wanted = to?.trim().toLowerCase();
    return wanted ? this.entries.filter((entry) => entry.to === wanted) : [...this.entries];
  }
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
