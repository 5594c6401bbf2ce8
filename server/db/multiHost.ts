import pg from 'pg';

/**
 * A DATABASE_URL naming several PostgreSQL servers, as libpq and pg_auto_failover write it (issue 43):
 *
 *   postgres://user@host1:5432,host2:5432/touchline?target_session_attrs=read-write
 *
 * node-postgres takes one host and ignores target_session_attrs (its URL parser refuses the list), so
 * the server picks the host itself, per connection: a new connection goes to the host that last took
 * writes; when that one refuses, times out or accepts no writes (`SHOW transaction_read_only` is on: a
 * standby, or a standby promoted by pg_auto_failover but held read-only until the old primary is
 * known to be down), the connection fails, the call is answered 503 (databaseOutage.ts) and the next
 * connection tries the next host in the list. So during a failover the database gate's probe, which
 * tries each host once a second, finds the new primary within a second of its accepting writes.
 *
 * A connection is checked once, when it is made: PostgreSQL cannot turn a running primary into a
 * standby without a restart, which cuts every connection to it (the pool then drops them). A write
 * that reaches a read-only server anyway fails with 25006, which is answered 503 as well.
 */

interface Host {
  host: string;
  port: number;
}

interface HostList {
  hosts: Host[];
  /** target_session_attrs=read-write (or primary): only a server that takes writes is kept. */
  writableOnly: boolean;
  /** The URL of one host, every other part (user, database, parameters) as given. */
  urlFor(index: number): string;
}

const URL_PARTS = /^(postgres(?:ql)?:\/\/)([^@/?#]*@)?([^/?#]*)([^?#]*)(\?[^#]*)?$/;

/**
 * The hosts of a URL that names several, or asks for target_session_attrs; undefined for an ordinary
 * one-host URL (node-postgres reads that itself, as before).
 */
export function parseHostList(url: string): HostList | undefined {
  const parts = URL_PARTS.exec(url);
  if (!parts) return undefined;
  const [, scheme, userInfo = '', authority = '', path = '', query = ''] = parts;
  const params = new URLSearchParams(query.slice(1));
  const attrs = params.get('target_session_attrs');
  if (!authority.includes(',') && attrs === null) return undefined;
  if (attrs !== null && !['any', 'read-write', 'primary'].includes(attrs)) {
    throw new Error(`DATABASE_URL: target_session_attrs=${attrs} is not supported; use read-write (or any).`);
  }
  params.delete('target_session_attrs');
  const hosts = authority.split(',').map((entry) => {
    const match = /^(\[[^\]]+\]|[^:]*)(?::(\d+))?$/.exec(entry);
    if (!match || !match[1]) throw new Error(`DATABASE_URL: '${entry}' is not a host or host:port.`);
    return { host: match[1], port: Number(match[2] ?? 5432) };
  });
  const rest = params.toString();
  return {
    hosts,
    writableOnly: attrs === 'read-write' || attrs === 'primary',
    urlFor: (index) => `${scheme}${userInfo}${hosts[index]!.host}:${hosts[index]!.port}${path}${rest ? `?${rest}` : ''}`,
  };
}

/** How many hosts a DATABASE_URL names (1 for an ordinary URL). */
export function hostCount(url: string): number {
  return parseHostList(url)?.hosts.length ?? 1;
}

/** The server reached accepts no writes, and the URL asked for one that does (target_session_attrs=read-write). */
export class ReadOnlyServerError extends Error {
  /** PostgreSQL's read_only_sql_transaction: an outage to the error handler (503 with Retry-After). */
  readonly code = '25006';
  constructor(where: string) {
    super(`The database server at ${where} accepts no writes now (a standby, or not yet promoted); trying the next host.`);
  }
}

/** Which host new connections go to; shared by every pool of one URL (the calls', the probe's, the migrations'). */
class HostChoice {
  private preferred = 0;
  private serving: number | undefined;

  constructor(
    private readonly list: HostList,
    private readonly log: (message: string) => void,
  ) {}

  next(): number {
    return this.preferred;
  }

  /** The host at `index` failed a connection: the next one goes to the host after it (once per failure of the preferred host). */
  passOver(index: number): void {
    if (this.preferred === index) this.preferred = (index + 1) % this.list.hosts.length;
    if (this.serving === index) this.serving = undefined;
  }

  /** A connection to the host at `index` was made (and takes writes, when that was asked). */
  served(index: number): void {
    if (this.serving !== index) this.log(`The database is served by ${this.where(index)} (host ${index + 1} of ${this.list.hosts.length} in DATABASE_URL).`);
    this.serving = index;
    this.preferred = index;
  }

  where(index: number): string {
    const { host, port } = this.list.hosts[index]!;
    return `${host}:${port}`;
  }
}

const choices = new Map<string, HostChoice>();

/**
 * What a pg.Pool needs to connect to `url`: the URL itself when it names one host, else a client per
 * connection that goes to the chosen host, and a check, when the connection is made, that the host
 * takes writes (if the URL asks so).
 */
export function poolConnection(url: string, log: (message: string) => void = console.warn): Pick<pg.PoolConfig, 'connectionString' | 'Client' | 'onConnect'> {
  const list = parseHostList(url);
  if (!list) return { connectionString: url };
  let choice = choices.get(url);
  if (!choice) choices.set(url, (choice = new HostChoice(list, log)));
  const chosen = choice;

  class ChosenHostClient extends pg.Client {
    readonly hostIndex: number;

    constructor(config?: pg.ClientConfig) {
      const index = chosen.next();
      super({ ...config, connectionString: list!.urlFor(index) });
      this.hostIndex = index;
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: (err: Error) => void): void;
    override connect(callback?: (err: Error) => void): Promise<pg.Client> | void {
      const connecting = super.connect().catch((error: unknown) => {
        chosen.passOver(this.hostIndex);
        throw error;
      });
      if (!callback) return connecting;
      connecting.then(() => callback(null as unknown as Error), callback);
    }
  }

  return {
    Client: ChosenHostClient as unknown as pg.PoolConfig['Client'],
    onConnect: async (client: pg.ClientBase) => {
      const index = (client as ChosenHostClient).hostIndex;
      if (list.writableOnly) {
        let readOnly: string | undefined;
        try {
          readOnly = (await client.query<{ transaction_read_only: string }>('SHOW transaction_read_only')).rows[0]?.transaction_read_only;
        } catch (error) {
          chosen.passOver(index);
          throw error;
        }
        if (readOnly !== 'off') {
          chosen.passOver(index);
          throw new ReadOnlyServerError(chosen.where(index));
        }
      }
      chosen.served(index);
    },
  };
}
