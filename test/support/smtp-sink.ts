import { SMTPServer } from 'smtp-server';

/** What the sink does with the next message. */
export type SinkAnswer = 'accept' | 'temporary' | 'permanent' | 'hang';

/** An SMTP server of the test's own: it answers as the test says and keeps what it accepted. */
export interface SmtpSink {
  url: string;
  /** Message-IDs of the messages accepted, in order (a copy shows up twice). */
  accepted: string[];
  /** Messages whose DATA began, accepted or not. */
  started: number;
  /** How it answers the next messages, one entry per message; then `otherwise`. */
  answers: SinkAnswer[];
  otherwise: SinkAnswer;
  /** How long it takes to answer each message. */
  delayMs: number;
  close(): Promise<void>;
}

const failure = (message: string, responseCode: number) =>
  Object.assign(new Error(message), { responseCode });

/** Listens on 127.0.0.1:`port` (the email tests' ports are 1125-1139). */
export async function startSmtpSink(port: number): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    accepted: [],
    started: 0,
    answers: [],
    otherwise: 'accept',
    delayMs: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      sink.started++;
      const answer = sink.answers.shift() ?? sink.otherwise;
      if (answer === 'hang') {
        // Never answers: the sender is stuck mid-delivery until it gives up or dies.
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => setTimeout(finish, sink.delayMs));
      const finish = () => {
        if (answer === 'temporary') {
          callback(failure('4.3.0 Try again later', 451));
        } else if (answer === 'permanent') {
          callback(failure('5.1.1 Mailbox unavailable', 550));
        } else {
          const raw = Buffer.concat(chunks).toString('utf8');
          sink.accepted.push(/^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? '');
          callback(null);
        }
      };
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return sink;
}
