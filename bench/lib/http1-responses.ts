/**
 * Splits whole HTTP/1.1 responses off the front of what a raw socket has received (the load
 * clients of the benches: cheaper per request than an HTTP client, so the client is not what is
 * measured). Every response must carry a content-length; returns their statuses and what is left.
 */
export function takeResponses(received: string): { statuses: number[]; rest: string } {
  const statuses: number[] = [];
  let rest = received;
  for (;;) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) break;
    const head = rest.slice(0, headEnd);
    const match = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!match) throw new Error(`response without content-length:\n${head}`);
    const end = headEnd + 4 + Number(match[1]);
    if (rest.length < end) break;
    statuses.push(Number(head.slice(9, 12)));
    rest = rest.slice(end);
  }
  return { statuses, rest };
}

export const isOk = (status: number) => status >= 200 && status <= 299;
