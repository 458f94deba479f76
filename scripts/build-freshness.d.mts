export declare function isBuildCurrent(output: string, sources: readonly string[]): boolean;
export declare function siteSources(site: 'snacks' | 'rewards'): string[];
