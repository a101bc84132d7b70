// The font tools ship no types; only what scripts/subset-fonts.ts and its test call is declared.

declare module 'subset-font' {
  interface SubsetOptions {
    readonly targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'
    /** An axis pinned to one value, or narrowed to a range the instance keeps. */
    readonly variationAxes?: Readonly<
      Record<string, number | { readonly min: number; readonly max: number; readonly default?: number }>
    >
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: SubsetOptions): Promise<Buffer>
}

declare module 'fontverter' {
  const fontverter: {
    convert(font: Uint8Array, to: 'truetype' | 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>
  }
  export default fontverter
}
