import net from 'node:net';

/**
 * A client that writes a request byte by byte over a socket, as a slow or careless client would,
 * and reports what it saw: the answer's status and message, whether writing or reading failed
 * (a connection reset loses the answer), and what became of the connection afterwards.
 */
export interface RawOutcome {
  /** The status of the answer, or null when none arrived. */
  status: number | null;
  message: string | undefined;
  /** A socket error the client saw at any moment (ECONNRESET, EPIPE), else null. */
  socketError: string | null;
  /** 'closed' when the server ended the connection cleanly after the answer; 'reused' when a second request on it was answered. */
  connection: 'closed' | 'reused' | 'broken';
}

/** Sends `head` then `body` (in 64 KB pieces; chunked encoding when asked) and waits for the outcome. */
export function sendRaw(port: number, head: string, body: Buffer, options: { chunked?: boolean } = {}): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let status: number | null = null;
    let message: string | undefined;
    let socketError: string | null = null;
    let stage: 'answer' | 'second' | 'closing' = 'answer';
    let settled = false;
    const finish = (connection: RawOutcome['connection']) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status, message, socketError, connection });
    };
    const timer = setTimeout(() => finish('broken'), 20_000);

    /** One complete answer at the start of `received` (Content-Length framed), or undefined. */
    const takeAnswer = () => {
      const text = received.toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      if (headEnd < 0) return undefined;
      const headers = text.slice(0, headEnd);
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
      if (received.length < headEnd + 4 + length) return undefined;
      const answer = {
        status: Number(headers.split(' ')[1]),
        close: /\r\nconnection: *close/i.test(headers),
        body: received.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8'),
      };
      received = received.subarray(headEnd + 4 + length);
      return answer;
    };

    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      const answer = takeAnswer();
      if (!answer) return;
      if (stage === 'answer') {
        status = answer.status;
        try {
          message = JSON.parse(answer.body).message;
        } catch {
          message = answer.body;
        }
        if (answer.close) {
          stage = 'closing';
        } else {
          stage = 'second';
          // Once the whole body is out, a second request on the same connection must be answered.
          writing.then(() => socket.write('GET /api/health HTTP/1.1\r\nHost: test\r\n\r\n'));
        }
      } else if (stage === 'second') {
        finish(answer.status === 200 ? 'reused' : 'broken');
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      socketError = error.code ?? error.message;
      finish('broken');
    });
    // A clean close: wait a moment for a reset that may follow the FIN before calling it clean.
    socket.on('end', () => setTimeout(() => finish(stage === 'closing' && socketError === null ? 'closed' : 'broken'), 200));

    const writing = new Promise<void>((done) => {
      socket.write(head);
      let offset = 0;
      const pump = () => {
        while (offset < body.length) {
          const piece = body.subarray(offset, offset + 64 * 1024);
          offset += piece.length;
          const framed = options.chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
          if (!socket.write(framed)) {
            socket.once('drain', pump);
            return;
          }
        }
        if (options.chunked) socket.write('0\r\n\r\n');
        done();
      };
      pump();
    });
  });
}

/** A multipart/form-data body of exactly `size` bytes: one file field filled with `fill`. */
export function multipartOfSize(field: string, size: number, boundary = 'raw-test-boundary'): Buffer {
  const prefix = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
  const suffix = Buffer.from(`\r\n--${boundary}--\r\n`);
  return Buffer.concat([prefix, Buffer.alloc(size - prefix.length - suffix.length, 0x61), suffix]);
}
