export interface Clipboard {
  /** Rejects when the browser refuses (no permission, insecure context). */
  writeText(text: string): Promise<void>
}
