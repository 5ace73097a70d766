/**
 * A TCP proxy on loopback in front of a real server (PostgreSQL): stopping it drops every
 * connection and refuses new ones, as a database that went down would; starting it again on the
 * same port is the database coming back.
 */
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones. */
  stop(): Promise<void>;
  /** Accepts connections again on the same port. */
  start(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const srv = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      srv.once('error', reject);
      srv.listen(port, '127.0.0.1', () => {
        const address = srv.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = srv;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async stop() {
      const srv = server;
      server = null;
      for (const s of sockets) s.destroy();
      if (srv) await new Promise<void>((resolve) => srv.close(() => resolve()));
    },
    start: listen,
  };
}
