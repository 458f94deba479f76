import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';

export declare const PRECOMPRESSED_EXTENSIONS: readonly string[];
export declare const PRECOMPRESSED_MIN_BYTES: number;
export declare function acceptedEncodings(header: string | undefined): Set<string>;
export declare function sendPrecompressedAsset(
  clientDir: string,
  request: IncomingMessage,
  response: ServerResponse,
): boolean;
export declare function precompressedAssets(): Plugin;
