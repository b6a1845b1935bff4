/** Types of scripts/dev-server.mjs. */
export function freePort(): Promise<number>;

export interface DevServer {
  origin: string;
  served(timeoutMs: number): Promise<number>;
  elapsed(): number;
  stop(): Promise<void>;
}

export function startDevServer(options: {port: number; env?: NodeJS.ProcessEnv}): DevServer;
