import pg from 'pg';

/**
 * LISTENs to a channel on a connection of its own (a pooled one is handed to other queries, and its
 * LISTEN would go with it), passing each payload on. Resolves once listening, with the way to stop;
 * `onLost` is called once if the connection drops afterwards, after which nothing more is delivered.
 * `config` names the connection (`application_name`), so that the database's view of its sessions
 * tells it apart.
 */
export async function listenOnOwnConnection(
  config: pg.ClientConfig,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  // keepAlive notices a connection a failover left half-open, which would otherwise wait silently.
  const client = new pg.Client({ ...config, keepAlive: true });
  let listening = false;
  let stopped = false;
  const lose = (error: Error) => {
    if (!listening || stopped) return;
    listening = false;
    client.end().catch(() => undefined);
    onLost(error);
  };
  // Unheard, a connection error would end the process; before LISTEN it rejects `connect` or the query.
  client.on('error', lose);
  client.on('end', () => lose(new Error('the connection ended')));
  client.on('notification', (message) => {
    if (message.channel === channel && message.payload) onPayload(message.payload);
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  listening = true;
  return async () => {
    stopped = true;
    await client.end().catch(() => undefined);
  };
}
