export function publishAfterMount(source: string): string;
export default function helmetPublishesAfterMountLoader(source: string): string;
