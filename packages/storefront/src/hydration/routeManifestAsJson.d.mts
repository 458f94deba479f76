import type { Plugin } from 'vite';

export declare function routeManifestAsJson(): Plugin;
