import { connect } from 'node:net';

export type RawAnswer = { status: number; headers: Map<string, string>; text: string };

/** Sends bytes as they are (no client normalises the target) and reads the status and headers. */
export function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to ${JSON.stringify(request.slice(0, 40))}`));
    }, 10_000);
    const done = () => {
      clearTimeout(timer);
      const end = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, end === -1 ? undefined : end).split('\r\n');
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, text });
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) {
        socket.destroy();
        done();
      }
    });
    socket.on('close', () => (text.includes('\r\n\r\n') ? undefined : done()));
    socket.on('error', reject);
    socket.write(request);
  });
}
