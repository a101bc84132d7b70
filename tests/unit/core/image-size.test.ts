/**
 * The pixel size of an image read from its first bytes (core/shared/uploads/image-size.ts): real PNG and
 * JPEG files made by sharp (with metadata before the frame header), and heads that do not tell.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { IMAGE_MAX_MEGAPIXELS } from '#core/shared/uploads/image.ts'
import { IMAGE_MAX_PIXELS, imageSizeOf, pixelErrors } from '#core/shared/uploads/image-size.ts'

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })

const bytes = (buffer: Buffer): Uint8Array => new Uint8Array(buffer)

const bytesOf = (...values: number[]): Uint8Array => Uint8Array.from(values)

describe('imageSizeOf', () => {
  it('reads a PNG from its IHDR chunk', async () => {
    expect(imageSizeOf(bytes(await blank(300, 120).png().toBuffer()))).toEqual({ width: 300, height: 120 })
  })

  it('reads a baseline and a progressive JPEG past their metadata segments (EXIF, ICC)', async () => {
    const baseline = await blank(640, 480).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const progressive = await blank(33, 2001).jpeg({ progressive: true }).withIccProfile('srgb').toBuffer()
    expect(imageSizeOf(bytes(baseline))).toEqual({ width: 640, height: 480 })
    expect(imageSizeOf(bytes(progressive))).toEqual({ width: 33, height: 2001 })
  })

  it('reads only the head: the bytes after the frame header are not needed', async () => {
    const jpeg = bytes(await blank(90, 60).jpeg().toBuffer())
    const sof = jpeg.findIndex((byte, i) => byte === 0xff && jpeg[i + 1] === 0xc0)
    expect(imageSizeOf(jpeg.subarray(0, sof + 9))).toEqual({ width: 90, height: 60 })
    // One byte short of the size: the head does not tell.
    expect(imageSizeOf(jpeg.subarray(0, sof + 8))).toBeNull()
  })

  it('skips fill bytes and markers without a length', () => {
    const jpeg = bytesOf(
      0xff,
      0xd8,
      0xff, // fill
      0xff,
      0xd0, // RST0: no length
      0xff,
      0x01, // TEM: no length
      0xff,
      0xe0,
      0x00,
      0x04,
      0x00,
      0x00, // APP0 of 4 bytes
      0xff,
      0xc2,
      0x00,
      0x11,
      0x08,
      0x00,
      0x02,
      0x00,
      0x03, // SOF2: height 2, width 3
    )
    expect(imageSizeOf(jpeg)).toEqual({ width: 3, height: 2 })
  })

  it('gives up on heads that do not tell the size', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')
    const png = bytes(await blank(4, 4).png().toBuffer())
    expect(imageSizeOf(svg)).toBeNull()
    expect(imageSizeOf(new Uint8Array())).toBeNull()
    // A PNG signature without its IHDR chunk, or cut before it ends.
    expect(imageSizeOf(png.subarray(0, 20))).toBeNull()
    const noIhdr = Uint8Array.from(png)
    noIhdr.set(new TextEncoder().encode('IDAT'), 12)
    expect(imageSizeOf(noIhdr)).toBeNull()
    // A JPEG whose scan (SOS) or end (EOI) comes before a frame header, one with a broken segment
    // length, one whose next byte is not a marker, and one that ends after its first marker.
    expect(imageSizeOf(bytesOf(0xff, 0xd8, 0xff, 0xda, 0x00, 0x02))).toBeNull()
    expect(imageSizeOf(bytesOf(0xff, 0xd8, 0xff, 0xd9))).toBeNull()
    expect(imageSizeOf(bytesOf(0xff, 0xd8, 0xff, 0xe1, 0x00, 0x01, 0xff, 0xc0))).toBeNull()
    expect(imageSizeOf(bytesOf(0xff, 0xd8, 0x12, 0x34))).toBeNull()
    expect(imageSizeOf(bytesOf(0xff, 0xd8, 0xff))).toBeNull()
    expect(imageSizeOf(bytesOf(0xff, 0xd8, 0xff, 0xe1))).toBeNull()
    // A DHT segment (0xC4) is not a frame header even though its marker is in the SOF range.
    expect(imageSizeOf(bytesOf(0xff, 0xd8, 0xff, 0xc4, 0x00, 0x02, 0xff, 0xd9))).toBeNull()
  })
})

describe('pixelErrors', () => {
  it(`names the ${IMAGE_MAX_MEGAPIXELS}-megapixel rule past the limit, and only then`, () => {
    expect(pixelErrors(null)).toEqual([])
    expect(pixelErrors({ width: IMAGE_MAX_PIXELS, height: 1 })).toEqual([])
    expect(pixelErrors({ width: IMAGE_MAX_PIXELS + 1, height: 1 })).toEqual([
      { key: 'imagePixels', params: { max: IMAGE_MAX_MEGAPIXELS } },
    ])
    expect(pixelErrors({ width: 10_000, height: 5_000 })).toHaveLength(1)
  })
})
