import { useI18n } from '#ui/shared/i18n/i18n.tsx'
import type { ConfiguredChannel } from './community.ts'

/** The configured community channels as list items, each an outside link named by its channel. */
export const ChannelLinks = ({ channels }: { readonly channels: ReadonlyArray<ConfiguredChannel> }) => {
  const { LL } = useI18n()
  return channels.map(({ channel, url }) => (
    <li key={channel}>
      <a href={url} rel="noopener noreferrer">
        {LL.footer.channels[channel]()}
      </a>
    </li>
  ))
}
