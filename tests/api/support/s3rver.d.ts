// s3rver ships no types: the part of its API the storage tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net'

  interface S3rverOptions {
    readonly port?: number
    readonly address?: string
    readonly silent?: boolean
    readonly directory?: string
    readonly resetOnClose?: boolean
  }

  export default class S3rver {
    constructor(options?: S3rverOptions)
    /** Starts listening; resolves with the bound address. */
    run(): Promise<AddressInfo>
    close(): Promise<void>
  }
}
