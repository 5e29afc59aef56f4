import http from 'node:http';

/**
 * A lean keep-alive HTTP client for the mixed load: one POST of `{params}` per call, the whole answer
 * read as text, a hard timeout. Status 0 means no answer (a connection error or the timeout).
 */

export interface Answer {
  status: number;
  body: string;
  ms: number;
  /** 'timeout', or the connection error's code (ECONNRESET, ECONNREFUSED, …) when status is 0. */
  error?: string;
  headers?: http.IncomingHttpHeaders;
}

export class HttpClient {
  private readonly agent: http.Agent;
  private readonly host: string;
  private readonly port: number;

  constructor(
    url: string,
    private readonly options: { sockets: number; timeoutMs: number; localAddress?: string },
  ) {
    const parsed = new URL(url);
    this.host = parsed.hostname;
    this.port = Number(parsed.port);
    this.agent = new http.Agent({
      keepAlive: true,
      maxSockets: options.sockets,
      maxFreeSockets: options.sockets,
    });
  }

  post(path: string, params: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const payload = JSON.stringify({ params });
    const started = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (answer: Omit<Answer, 'ms'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...answer, ms: performance.now() - started });
      };
      const req = http.request(
        {
          agent: this.agent,
          host: this.host,
          port: this.port,
          localAddress: this.options.localAddress,
          method: 'POST',
          path,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            finish({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              headers: res.headers,
            }),
          );
          res.on('error', (err: NodeJS.ErrnoException) =>
            finish({ status: 0, body: '', error: err.code ?? err.message }),
          );
        },
      );
      const timer = setTimeout(() => {
        finish({ status: 0, body: '', error: 'timeout' });
        req.destroy();
      }, this.options.timeoutMs);
      req.on('error', (err: NodeJS.ErrnoException) =>
        finish({ status: 0, body: '', error: err.code ?? err.message }),
      );
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
