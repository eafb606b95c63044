import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** An email as the reader lists it (docs/decisions/mail-and-sms.md). */
export interface StoredMessage {
  id: number;
  from: string;
  /** Every recipient: the SMTP envelope's, which include Cc and Bcc. */
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The headers the tests read, lower-cased names (`content-language`). */
  headers: Record<string, string>;
  received_at: string;
}

/** A text message received through the Twilio protocol, with the answer Twilio would have given. */
export interface StoredSms {
  id: number;
  sid: string;
  account_sid: string;
  from: string;
  to: string;
  body: string;
  status: 'queued';
  received_at: string;
}

interface State {
  version: 1;
  nextId: number;
  messages: StoredMessage[];
  sms: StoredSms[];
}

/** The newest this many of each are kept: a mailbox left running for weeks stays small. */
const KEEP = 5000;

const empty = (): State => ({ version: 1, nextId: 1, messages: [], sms: [] });

/**
 * Everything received, in memory and in one JSON file written atomically (a temporary file,
 * then a rename) after every change, so a restart loses nothing (as the payment processor's state).
 */
export class MailboxStore {
  private state: State;
  private readonly file: string | null;

  constructor(dataDir: string | null, log: (line: string) => void) {
    this.file = dataDir ? join(dataDir, 'mailbox.json') : null;
    this.state = this.load(log);
  }

  private load(log: (line: string) => void): State {
    if (!this.file || !existsSync(this.file)) return empty();
    try {
      const parsed = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<State>;
      if (parsed.version !== 1 || !Array.isArray(parsed.messages) || !Array.isArray(parsed.sms)) throw new Error('not a mailbox file');
      return { ...empty(), ...parsed };
    } catch (err) {
      const moved = `${this.file}.corrupt-${Date.now()}`;
      renameSync(this.file, moved);
      log(`mailbox: ${this.file} could not be read (${(err as Error).message}); moved to ${moved}, starting empty`);
      return empty();
    }
  }

  private save(): void {
    if (!this.file) return;
    mkdirSync(join(this.file, '..'), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.state));
    renameSync(temp, this.file);
  }

  nextId(): number {
    return this.state.nextId++;
  }

  addMessage(message: StoredMessage): void {
    this.state.messages = [...this.state.messages, message].slice(-KEEP);
    this.save();
  }

  addSms(sms: StoredSms): void {
    this.state.sms = [...this.state.sms, sms].slice(-KEEP);
    this.save();
  }

  messages(): readonly StoredMessage[] {
    return this.state.messages;
  }

  sms(): readonly StoredSms[] {
    return this.state.sms;
  }

  clear(): void {
    this.state = { ...empty(), nextId: this.state.nextId };
    this.save();
  }
}
