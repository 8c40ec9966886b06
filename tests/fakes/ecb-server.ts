// A local stand-in for the ECB's daily reference rates (eurofxref-daily.xml, its real envelope and Cube layout):
// it serves the rates a test sets, or fails as a test asks, and counts the requests.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export function ecbDailyXml(day: string, perEuro: Record<string, string>): string {
  const cubes = Object.entries(perEuro)
    .map(([currency, rate]) => `\t\t\t<Cube currency='${currency}' rate='${rate}'/>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${day}'>
${cubes}
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>`;
}

export async function startEcbServer() {
  let body = ecbDailyXml('2026-01-14', { USD: '1.1000', JPY: '170.12', GBP: '0.8800', CHF: '0.9400' });
  let status = 200;
  let requests = 0;
  const server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(status, { 'Content-Type': 'text/xml' });
    res.end(status === 200 ? body : 'down');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/stats/eurofxref/eurofxref-daily.xml`,
    requests: () => requests,
    serve(xml: string) {
      body = xml;
      status = 200;
    },
    fail(code = 503) {
      status = code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
