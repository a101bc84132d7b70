import { AsYouType, type MetadataJson } from 'libphonenumber-js/core'
import type { Formatter } from './phone-format.ts'

/**
 * libphonenumber-js's metadata for Ukraine only (the phone field takes Ukrainian numbers only): the
 * whole world's, even its smallest build, is about 25 KiB gzipped of the profile page's first load.
 * Copied from `libphonenumber-js/metadata.min.json` (`countries.UA`); tests/unit/phone-metadata.test.ts
 * fails when an update of the package changes it, and prints what to paste here.
 */
export const UA_METADATA = {
  version: 4,
  country_calling_codes: {
    '380': ['UA'],
  },
  countries: {
    UA: [
      '380',
      '00',
      '[89]\\d{9}|[3-9]\\d{8}',
      [9, 10],
      [
        [
          '(\\d{3})(\\d{3})(\\d{3})',
          '$1 $2 $3',
          [
            '6[12][29]|(?:3[1-8]|4[136-8]|5[12457]|6[49])2|(?:56|65)[24]',
            '6[12][29]|(?:35|4[1378]|5[12457]|6[49])2|(?:56|65)[24]|(?:3[1-46-8]|46)2[013-9]',
          ],
          '0$1',
        ],
        [
          '(\\d{4})(\\d{5})',
          '$1 $2',
          [
            '3[1-8]|4(?:[1367]|[45][6-9]|8[4-6])|5(?:[1-5]|6[0135689]|7[4-6])|6(?:[12][3-7]|[459])',
            '3[1-8]|4(?:[1367]|[45][6-9]|8[4-6])|5(?:[1-5]|6(?:[015689]|3[02389])|7[4-6])|6(?:[12][3-7]|[459])',
          ],
          '0$1',
        ],
        ['(\\d{2})(\\d{3})(\\d{4})', '$1 $2 $3', ['[3-7]|89|9[1-9]'], '0$1'],
        ['(\\d{3})(\\d{3})(\\d{3,4})', '$1 $2 $3', ['[89]'], '0$1'],
      ],
      '0',
      0,
      0,
      0,
      0,
      0,
      0,
      '0~0',
    ],
  },
  nonGeographic: {},
} satisfies MetadataJson as MetadataJson

/** Formats a full Ukrainian number as you type (`+380 67 123 4567`); loaded with the phone field's first use. */
export const formatUkrainian: Formatter = (international) =>
  new AsYouType('UA', UA_METADATA).input(international)
