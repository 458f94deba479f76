export declare function breakingFirst(changelog: string): string;
export declare function breakingFirstInWorkspace(workspace: string): void;
