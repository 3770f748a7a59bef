// Declarations for the generator script so the drift test can import it under strict TypeScript.
export declare const contractUrl: URL;
export declare const generatedUrl: URL;
export declare const regenerateCommand: string;
export declare function generateStoreTypes(): Promise<string>;
