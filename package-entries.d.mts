/** Import specifier → source file (see package-entries.mjs). */
export declare const packageEntries: Readonly<Record<string, string>>
