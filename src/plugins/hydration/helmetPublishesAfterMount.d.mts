export function publishAfterMount(source: string): string;
