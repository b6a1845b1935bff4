type Tags = {toString(): string; toComponent(): unknown};
export type HeadData = Record<string, {html: string; components: unknown}>;
export function headAsData(helmet: Record<string, Tags>): HeadData;
export function headFromData(data: HeadData): Record<string, Tags>;
