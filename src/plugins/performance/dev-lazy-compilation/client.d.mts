export type KeepAliveOptions = {data: string; active: boolean; onError: (error: Error) => void};
export function keepAlive(options: KeepAliveOptions): () => void;
